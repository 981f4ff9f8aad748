import { renderFirstScreen } from '../app/first-screen';
import { pathLocation } from '../app/location-sync';
import { preloadSitePage, SiteRouter } from './site-router';

renderFirstScreen(preloadSitePage(pathLocation()), <SiteRouter />);
