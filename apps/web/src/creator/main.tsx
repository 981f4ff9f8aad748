import { renderFirstScreen } from '../app/first-screen';
import { CreatorRouter } from '../app/creator-router';
import { preloadCreatorPage } from '../app/creator-pages';
import { hashLocation } from '../app/location-sync';

renderFirstScreen(preloadCreatorPage(hashLocation()), <CreatorRouter />);
