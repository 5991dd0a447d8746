import { defineMessage } from 'react-intl';

/** How an address is written in each language (listing and project pages). */
export const addressMessages = {
  houseNumberWithBox: defineMessage<{ number: string; box: string }>({
    id: 'address.box',
    defaultMessage: '{number} box {box}',
    description: 'House number followed by a box (apartment) number in a Belgian address: "12 bus 3", "12 boîte 3"',
  }),
};
