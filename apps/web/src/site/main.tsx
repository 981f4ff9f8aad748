import '../app/zod-jitless';
import { renderFirstScreen } from '../app/first-screen';
import { pathLocation } from '../app/location-sync';
import { sitePageAt, SiteRouter } from './site-router';

renderFirstScreen(sitePageAt(pathLocation()), <SiteRouter />);
