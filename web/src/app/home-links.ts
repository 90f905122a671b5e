import { emergencyPaths } from '../features/emergency/paths';
import { educationPaths } from '../features/education/paths';
import { feedLinks } from '../features/feeds/paths';
import type { HomeSectionLinks } from '../features/home/home-sections';
import { medicalPaths } from '../features/medical/paths';
import { servicePaths } from '../features/services/paths';
import { shopPaths } from '../features/shop/paths';
import { transportPaths } from '../features/transport/paths';

/** Where each home tile leads: the home page knows its sections, the app knows their routes. */
export const homeLinks: HomeSectionLinks = {
  medical: medicalPaths.medical,
  emergency: emergencyPaths.emergency,
  education: educationPaths.education,
  transport: transportPaths.transport,
  grocery: shopPaths.grocery,
  bazaar: shopPaths.bazaar,
  food: shopPaths.food,
  onlineShop: shopPaths.onlineShop,
  services: servicePaths.services,
  feeds: feedLinks.byType('news'),
};
