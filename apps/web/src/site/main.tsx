import '../app/zod-jitless';
// antd's first-screen styles as a stylesheet, before any component renders (vite/antd-static-css.ts).
import 'virtual:antd-static.css';
import '../app/base.css';
import { renderFirstScreen } from '../app/first-screen';
import { pathLocation } from '../app/location-sync';
import { sitePageAt, SiteRouter } from './site-router';

renderFirstScreen(sitePageAt(pathLocation()), <SiteRouter />);
