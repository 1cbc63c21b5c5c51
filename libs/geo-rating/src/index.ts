export { AgeRatingBadge } from './age-rating-badge';
export { GEO_RATING_NS } from './geo-rating-namespace';
export { haversineKm, nearestRegion } from './nearest-region';
export { EARTH_RADIUS_KM, REGIONS, type Coordinates, type RatingBody, type Region } from './regions';
export { GEOLOCATION_OPTIONS, requestNearestLocation } from './request-nearest-location';
