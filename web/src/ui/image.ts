/** An image as the components need it: plain data, already resolved to absolute URLs. */
export interface ImageData {
  readonly src: string;
  /** `url 500w, url 750w, …` from Strapi's responsive formats; empty when there are none. */
  readonly srcSet: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: string;
}
