/**
 * Geo: which visitors see a limited storefront, and what that hides.
 */
export {
  LIMITED_CITIES,
  LIMITED_COUNTRIES,
  LIMITED_LANGUAGES,
  PARTLY_LIMITED_COUNTRIES,
  forcesListView,
  geoLimits,
  languageOf,
  showsChatWidget,
  visitorCountry,
  type Geo,
  type GeoLimits,
} from './geo-limits.ts';
