import { PRODUCT_NAME, SITE_URL } from '../site';

export interface ArticleJsonLdInput {
  headline: string;
  description: string;
  canonicalUrl: string;
  datePublished: Date;
  dateModified: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** schema.org Article for an SEO page: CaseCourier is both author and publisher. */
export function articleJsonLd(a: ArticleJsonLdInput) {
  const organization = {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${SITE_URL}/`,
    logo: { '@type': 'ImageObject', url: `${SITE_URL}/logo.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': a.canonicalUrl,
    mainEntityOfPage: a.canonicalUrl,
    headline: a.headline,
    description: a.description,
    author: organization,
    publisher: organization,
    datePublished: isoDate(a.datePublished),
    dateModified: isoDate(a.dateModified),
    image: `${SITE_URL}/og-image.png`,
  };
}
