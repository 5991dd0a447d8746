import type { Region } from '@vitrine/domain';
import type { MessageDescriptor } from 'react-intl';
import { listingMessages } from '~/features/listings';

export const regionLabels: Readonly<Record<Region, MessageDescriptor>> = {
  flanders: listingMessages.regionFlanders,
  brussels: listingMessages.regionBrussels,
  wallonia: listingMessages.regionWallonia,
};
