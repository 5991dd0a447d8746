import { gql } from '@apollo/client';
import { strapiMediaFragment } from './strapi-media.server';

/**
 * How to reach an agent (the team page and a listing's contact person): spread `...AgentContact`
 * on an `Agent` and interpolate `${agentContactFragment}` after the document.
 */
export const agentContactFragment = gql`
  fragment AgentContact on Agent {
    firstName
    lastName
    jobTitle
    phone
    mobile
    email
    photo {
      ...StrapiMedia
    }
  }
  ${strapiMediaFragment}
`;
