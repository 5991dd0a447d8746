import { defineMessage, defineMessages } from 'react-intl';

/** The filters only the lists show (region, counts, sort). */
export const filterMessages = defineMessages({
  region: { id: 'listings.search.region', defaultMessage: 'Region', description: 'Label of the region filter' },
  anyRegion: {
    id: 'listings.search.anyRegion',
    defaultMessage: 'All regions',
    description: 'Option: no region filter',
  },
  regionFlanders: { id: 'listings.region.flanders', defaultMessage: 'Flanders', description: 'Region name' },
  regionBrussels: { id: 'listings.region.brussels', defaultMessage: 'Brussels', description: 'Region name' },
  regionWallonia: { id: 'listings.region.wallonia', defaultMessage: 'Wallonia', description: 'Region name' },
  regionLuxembourg: {
    id: 'listings.region.luxembourg',
    defaultMessage: 'Luxembourg',
    description: 'Country name used as a search region',
  },
  bedrooms: {
    id: 'listings.search.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Label of the minimum bedrooms filter',
  },
  maxBedrooms: {
    id: 'listings.search.maxBedrooms',
    defaultMessage: 'Maximum bedrooms',
    description: 'Label of the maximum bedrooms filter (under "More criteria")',
  },
  bathrooms: {
    id: 'listings.search.bathrooms',
    defaultMessage: 'Bathrooms',
    description: 'Label of the minimum bathrooms filter (under "More criteria")',
  },
  garages: {
    id: 'listings.search.garages',
    defaultMessage: 'Garages',
    description: 'Label of the minimum garages filter (under "More criteria")',
  },
  parkings: {
    id: 'listings.search.parkings',
    defaultMessage: 'Parking spaces',
    description: 'Label of the minimum parking spaces filter, indoor or outdoor (under "More criteria")',
  },
  moreCriteria: {
    id: 'listings.search.moreCriteria',
    defaultMessage: 'More criteria',
    description: 'Disclosure in the search form that shows the less used filters (bathrooms, garages, parking…)',
  },
  anyNumber: {
    id: 'listings.search.anyNumber',
    defaultMessage: 'Any number',
    description: 'First option of a count filter (bedrooms, bathrooms, garages, parking): no filter',
  },
  countAtLeast: defineMessage<{ count: number }>({
    id: 'listings.search.countAtLeast',
    defaultMessage: '{count}+',
    description: 'Option of a count filter (bedrooms, bathrooms, garages, parking): at least this many',
  }),
  bedroomsRangeOrder: {
    id: 'listings.search.bedroomsRangeOrder',
    defaultMessage: 'The minimum number of bedrooms is higher than the maximum, so the bedroom range was not applied.',
    description: 'Error under the maximum bedrooms filter when the minimum is above the maximum',
  },
  distance: {
    id: 'listings.search.distance',
    defaultMessage: 'Distance',
    description: 'Label of the select beside the place: only the place itself, or within N km of it',
  },
  onlyThisPlace: {
    id: 'listings.search.onlyThisPlace',
    defaultMessage: 'Only this place',
    description: 'First option of the distance select: the listings of the place itself',
  },
  withinKm: defineMessage<{ km: number }>({
    id: 'listings.search.withinKm',
    defaultMessage: 'Within {km} km',
    description: 'Option of the distance select: listings within this many kilometres of the place',
  }),
  drawnArea: {
    id: 'listings.search.drawnArea',
    defaultMessage: 'Only listings inside the area drawn on the map.',
    description: 'Shown in the search form when the visitor drew an area on the results map',
  },
  removeArea: {
    id: 'listings.search.removeArea',
    defaultMessage: 'Remove the area',
    description: 'Link in the search form that drops the area drawn on the map',
  },
  areaProblem: defineMessage<{ problem: string }>({
    id: 'listings.search.areaProblem',
    defaultMessage:
      '{problem, select, points {The area needs 3 to 50 points, so it was not applied.} outside {The area lies outside Belgium and Luxembourg, so it was not applied.} side {A side of the area is longer than 100 km, so it was not applied.} shape {The area is not a closed shape (its sides cross or it has no surface), so it was not applied.} radius {That distance is not offered, so it was not applied.} place {No listing gives this place a location to measure from, so the distance was not applied.} other {The area in the link is not valid, so it was not applied.}}',
    description: 'Error in the search form when the drawn area (or the distance around a place) cannot be used',
  }),
  sort: { id: 'listings.search.sort', defaultMessage: 'Sort by', description: 'Label of the sort order select' },
  sortNewest: { id: 'listings.sort.newest', defaultMessage: 'Newest first', description: 'Sort order option' },
  sortPriceAsc: {
    id: 'listings.sort.priceAsc',
    defaultMessage: 'Price, low to high',
    description: 'Sort order option',
  },
  sortPriceDesc: {
    id: 'listings.sort.priceDesc',
    defaultMessage: 'Price, high to low',
    description: 'Sort order option',
  },
});
