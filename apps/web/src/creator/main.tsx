import '../app/zod-jitless';
// antd's first-screen styles as a stylesheet, before any component renders (vite/antd-static-css.ts).
import 'virtual:antd-static.css';
import '../app/base.css';
import { renderFirstScreen } from '../app/first-screen';
import { CreatorRouter } from '../app/creator-router';
import { creatorPageAt } from '../app/creator-pages';
import { hashLocation } from '../app/location-sync';

renderFirstScreen(creatorPageAt(hashLocation()), <CreatorRouter />);
