/**
 * The PNG twin of an SVG illustration, for Open Graph and Twitter cards (they do not preview SVG):
 * /images/blog/x.svg -> /images/share/blog/x.png. scripts/share-images.ts writes them.
 */
export const shareImagePath = (image: string) =>
  image.endsWith('.svg')
    ? image.replace(/^\/images\//, '/images/share/').replace(/\.svg$/, '.png')
    : image;
