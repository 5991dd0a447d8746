import { defineMessages } from '@formatjs/intl';

/** The demand register's mail texts (confirmation, alerts, digest, the agency's summary of a search), in the site's catalogues (web/src/i18n/lang). */
export const alertMessages = defineMessages({
  confirmSubject: {
    id: 'mail.alerts.confirm.subject',
    defaultMessage: 'Please confirm your search alert on {site}',
    description: 'Mail: Subject of the double opt-in mail of a search alert; {site} is the agency name',
  },
  confirmBody: {
    id: 'mail.alerts.confirm.body',
    defaultMessage:
      'Someone (hopefully you) asked {site} to e-mail the properties that match a search. Confirm it with the button below: only then will we send you matches.',
    description: 'Mail: Body of the search alert confirmation mail',
  },
  confirmButton: {
    id: 'mail.alerts.confirm.button',
    defaultMessage: 'Confirm my search alert',
    description: 'Mail: Button of the search alert confirmation mail',
  },
  confirmIgnore: {
    id: 'mail.alerts.confirm.ignore',
    defaultMessage: 'Did not ask for this? Ignore this mail: without confirmation you will receive nothing.',
    description: 'Mail: Footer line of the search alert confirmation mail',
  },
  instantSubject: {
    id: 'mail.alerts.instant.subject',
    defaultMessage: '{count, plural, one {# property} other {# properties}} for your search on {site}',
    description: 'Mail: Subject of an alert sent at once; count = listings in the mail, site = agency name',
  },
  digestSubject: {
    id: 'mail.alerts.digest.subject',
    defaultMessage: 'Your daily search digest from {site}: {count, plural, one {# property} other {# properties}}',
    description: 'Mail: Subject of the daily digest of a search alert; count = listings in the mail',
  },
  instantIntro: {
    id: 'mail.alerts.instant.intro',
    defaultMessage: 'These properties match your search:',
    description: 'Mail: First line of an alert sent at once, above the listings',
  },
  digestIntro: {
    id: 'mail.alerts.digest.intro',
    defaultMessage: 'Since our last mail, these properties matching your search are new or changed:',
    description: 'Mail: First line of the daily digest, above the listings',
  },
  changePublished: {
    id: 'mail.alerts.change.published',
    defaultMessage: 'New on the market',
    description: 'Mail: Line above a listing in an alert: newly published',
  },
  changePriceDrop: {
    id: 'mail.alerts.change.priceDrop',
    defaultMessage: 'Price reduced',
    description: 'Mail: Line above a listing in an alert: its price went down',
  },
  changeUnderOption: {
    id: 'mail.alerts.change.underOption',
    defaultMessage: 'Under option',
    description: 'Mail: Line above a listing in an alert: now under option',
  },
  changeSold: {
    id: 'mail.alerts.change.sold',
    defaultMessage: 'Sold',
    description: 'Mail: Line above a listing in an alert: sold',
  },
  changeRented: {
    id: 'mail.alerts.change.rented',
    defaultMessage: 'Rented',
    description: 'Mail: Line above a listing in an alert: rented',
  },
  why: {
    id: 'mail.alerts.why',
    defaultMessage: 'You receive this mail because you registered a search on {site}.',
    description: 'Mail: Footer line of an alert: why the registrant receives it',
  },
  searchRequestGoal: {
    id: 'mail.searchRequest.goal',
    defaultMessage: 'Looking to',
    description: 'Mail: Agency mail of a search request: label of buy/rent',
  },
  searchRequestPropertyTypes: {
    id: 'mail.searchRequest.propertyTypes',
    defaultMessage: 'Property types',
    description: 'Mail: Agency mail of a search request: label of the property types',
  },
  searchRequestRegions: {
    id: 'mail.searchRequest.regions',
    defaultMessage: 'Regions',
    description: 'Mail: Agency mail of a search request: label of the regions',
  },
  searchRequestPrice: {
    id: 'mail.searchRequest.price',
    defaultMessage: 'Price',
    description: 'Mail: Agency mail of a search request: label of the price range',
  },
  searchRequestBudget: {
    id: 'mail.searchRequest.budget',
    defaultMessage: 'Budget',
    description: 'Mail: Agency mail of a search request: label of the budget',
  },
  searchRequestBedrooms: {
    id: 'mail.searchRequest.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Mail: Agency mail of a search request: label',
  },
  searchRequestBathrooms: {
    id: 'mail.searchRequest.bathrooms',
    defaultMessage: 'Bathrooms',
    description: 'Mail: Agency mail of a search request: label',
  },
  searchRequestGarages: {
    id: 'mail.searchRequest.garages',
    defaultMessage: 'Garages',
    description: 'Mail: Agency mail of a search request: label',
  },
  searchRequestParkings: {
    id: 'mail.searchRequest.parkings',
    defaultMessage: 'Parking spaces',
    description: 'Mail: Agency mail of a search request: label',
  },
  searchRequestDelivery: {
    id: 'mail.searchRequest.delivery',
    defaultMessage: 'Alerts',
    description: 'Mail: Agency mail of a search request: label of how often alerts go out',
  },
  searchRequestRange: {
    id: 'mail.searchRequest.range',
    defaultMessage: '{min} to {max}',
    description: 'Mail: A range of a search request, both bounds given',
  },
  searchRequestAtLeast: {
    id: 'mail.searchRequest.atLeast',
    defaultMessage: 'at least {min}',
    description: 'Mail: A lower bound only',
  },
  searchRequestAtMost: {
    id: 'mail.searchRequest.atMost',
    defaultMessage: 'at most {max}',
    description: 'Mail: An upper bound only',
  },
  searchRequestDeliveryInstant: {
    id: 'mail.searchRequest.deliveryInstant',
    defaultMessage: 'at once',
    description: 'Mail: Alerts sent at once',
  },
  searchRequestDeliveryDaily: {
    id: 'mail.searchRequest.deliveryDaily',
    defaultMessage: 'one daily digest',
    description: 'Mail: Alerts sent as a daily digest',
  },
});
