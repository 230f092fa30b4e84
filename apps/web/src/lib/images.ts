/**
 * Product pictures (SPEC §9): the contract names their URLs (the server preloads the product
 * page's main picture with the same), the web app asks for one of the contract's IMAGE_SIZES.
 */
export { FALLBACK_IMAGE, imageUrl, webpUrl, type ImageSize } from '@kodumasinad/contract';
