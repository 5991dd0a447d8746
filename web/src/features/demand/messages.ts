import { defineMessages } from 'react-intl';

/** The demand register (search alert) page and its confirmation page. */
export const demandMessages = defineMessages({
  heading: { id: 'demand.heading', defaultMessage: 'Search alert', description: 'Heading of the demand register page' },
  intro: {
    id: 'demand.intro',
    defaultMessage:
      'Tell us what you are looking for: we e-mail you the properties that match as soon as they are on the market, when their price drops or when they are under option, sold or rented.',
    description: 'Introduction of the demand register page',
  },
  searchLegend: {
    id: 'demand.searchLegend',
    defaultMessage: 'What you are looking for',
    description: 'Group of fields',
  },
  areaNote: {
    id: 'demand.areaNote',
    defaultMessage: 'Only listings inside the area of your search (drawn on the map or around the place) are sent.',
    description: 'Shown on the search alert form when the saved search has an area',
  },
  personLegend: { id: 'demand.personLegend', defaultMessage: 'Your details', description: 'Group of fields' },
  goal: { id: 'demand.goal', defaultMessage: 'I want to', description: 'Choice: buy or rent' },
  goalBuy: { id: 'demand.goal.buy', defaultMessage: 'Buy', description: 'Goal choice (for sale)' },
  goalRent: { id: 'demand.goal.rent', defaultMessage: 'Rent', description: 'Goal choice (for rent)' },
  propertyTypes: { id: 'demand.propertyTypes', defaultMessage: 'Property types', description: 'Checkbox group label' },
  regions: { id: 'demand.regions', defaultMessage: 'Regions', description: 'Checkbox group label' },
  minPrice: { id: 'demand.minPrice', defaultMessage: 'Minimum price (€)', description: 'Form field label' },
  maxPrice: { id: 'demand.maxPrice', defaultMessage: 'Maximum price (€)', description: 'Form field label' },
  budget: { id: 'demand.budget', defaultMessage: 'Budget (€)', description: 'Form field label' },
  minBedrooms: { id: 'demand.minBedrooms', defaultMessage: 'Bedrooms, at least', description: 'Form field label' },
  maxBedrooms: { id: 'demand.maxBedrooms', defaultMessage: 'Bedrooms, at most', description: 'Form field label' },
  garages: { id: 'demand.garages', defaultMessage: 'Garages, at least', description: 'Form field label' },
  parkings: { id: 'demand.parkings', defaultMessage: 'Parking spaces, at least', description: 'Form field label' },
  bathrooms: { id: 'demand.bathrooms', defaultMessage: 'Bathrooms, at least', description: 'Form field label' },
  delivery: { id: 'demand.delivery', defaultMessage: 'E-mail me', description: 'Choice: how often alerts come' },
  deliveryInstant: {
    id: 'demand.delivery.instant',
    defaultMessage: 'At once (what matches within a few minutes in one mail)',
    description: 'Alert frequency choice',
  },
  deliveryDaily: {
    id: 'demand.delivery.daily',
    defaultMessage: 'One daily digest',
    description: 'Alert frequency choice',
  },
  consent: {
    id: 'demand.consent',
    defaultMessage: 'I agree to receive e-mails with matching properties; every e-mail has a link to unsubscribe.',
    description: 'Consent checkbox of the demand register',
  },
  submit: { id: 'demand.submit', defaultMessage: 'Register my search', description: 'Submit button' },
  confirmHeading: {
    id: 'demand.confirm.heading',
    defaultMessage: 'Confirm your search alert',
    description: 'Heading of the confirmation page',
  },
  confirmText: {
    id: 'demand.confirm.text',
    defaultMessage: 'Click the button to start receiving the properties that match your search.',
    description: 'Text of the confirmation page before the click',
  },
  confirmButton: { id: 'demand.confirm.button', defaultMessage: 'Confirm my search alert', description: 'Button' },
  confirmed: {
    id: 'demand.confirm.confirmed',
    defaultMessage: 'Your search alert is confirmed. Every e-mail has a link to unsubscribe.',
    description: 'Outcome: confirmed',
  },
  alreadyConfirmed: {
    id: 'demand.confirm.already',
    defaultMessage: 'Your search alert was already confirmed.',
    description: 'Outcome: confirmed before',
  },
  invalidToken: {
    id: 'demand.confirm.invalidToken',
    defaultMessage: 'This link is not valid (any more). Register your search again if you want to receive alerts.',
    description: 'Outcome: unknown or used token, or the alert was unsubscribed',
  },
  failed: {
    id: 'demand.confirm.failed',
    defaultMessage: 'Something went wrong on our side, please try again in a moment.',
    description: 'Outcome: Strapi did not answer',
  },
});
