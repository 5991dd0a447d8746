export { SimilarListingsBlock } from './similar-listings-block';
export { similarListingsMessages } from './messages';
