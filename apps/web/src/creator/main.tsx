import '../app/zod-jitless';
import { renderFirstScreen } from '../app/first-screen';
import { CreatorRouter } from '../app/creator-router';
import { creatorPageAt } from '../app/creator-pages';
import { hashLocation } from '../app/location-sync';

renderFirstScreen(creatorPageAt(hashLocation()), <CreatorRouter />);
