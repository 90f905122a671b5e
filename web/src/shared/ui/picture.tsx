import './picture.css';

/** A picture as the API describes it: WebP in a few widths and its own size. */
export interface PictureData {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * An img that reserves its space (width and height give the shape before a byte arrives),
 * loads only when near the screen, and lets the phone pick the smallest width that looks sharp.
 * A `priority` picture is the first thing on the screen (the page's largest paint): it is fetched
 * at once, ahead of other images, instead of waiting to be found near the screen.
 */
export function Picture({
  image,
  alt,
  sizes = '(min-width: 760px) 50vw, 100vw',
  className,
  priority = false,
}: {
  image: PictureData;
  alt: string;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      className={className ? `picture ${className}` : 'picture'}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
