import type { ImageData } from './image';

interface ResponsiveImageProps {
  readonly image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  readonly sizes: string;
  /** The largest image above the fold: loaded eagerly and first. */
  readonly priority?: boolean;
  readonly className?: string;
  /** Overrides the stored alternative text (e.g. `''` for a decorative duplicate). */
  readonly alt?: string;
}

/** An `<img>` with Strapi's formats as `srcset`; lazy unless it is the page's priority image. */
export function ResponsiveImage({ image, sizes, priority = false, className, alt }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
