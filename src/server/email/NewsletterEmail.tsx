import { Body, Button, Column, Container, Head, Heading, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { FooterParts } from '#shared/compliance/footer';
import type { BrandPalette } from '#shared/newsletter/brandColor';
import { LOCAL_ITEM_KIND_LABELS, type Block } from '#shared/newsletter/issue';

/**
 * The one email template: campaigns, sequence emails, proofs and the in-app preview all render
 * through it. A 600 px table layout (React Email's sections, rows and columns are tables, which
 * Outlook, Gmail and Apple Mail lay out alike) that stacks to one column on a phone, with a
 * preheader, the firm's logo, colour and headshot, and the compliance footer. Every colour pair
 * is written out (text and background), so a mail app that darkens the page keeps it readable;
 * apps that honour prefers-color-scheme get a dark palette of their own.
 *
 * Everything it receives is already resolved for one reader: merge fields filled, links wrapped.
 */

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

export interface EmailLinks {
  /** Web links as the reader clicks them (wrapped per recipient when tracking is on). */
  web: (url: string) => string;
  unsubscribe: string;
  /** tel: address of the firm's phone, when it parses. */
  tel: string | null;
  /** The reader's open pixel, only when the firm counts opens (off by default). */
  openPixel?: string | null;
}

export interface NewsletterEmailProps {
  subject: string;
  preheader: string;
  blocks: Block[];
  palette: BrandPalette;
  firmName: string;
  logo: ImageRef | null;
  headshot: ImageRef | null;
  images: ReadonlyMap<string, ImageRef>;
  footer: FooterParts;
  links: EmailLinks;
  /** The attorney's name for a note without its own signature. */
  attorney: string;
  /** The advertisement identification, shown first, when this reader must get it. */
  advertisement?: string | null;
}

export const CONTENT_WIDTH = 600;
const INNER_WIDTH = CONTENT_WIDTH - 48;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1f2937';
const MUTED = '#4b5563';
const PAGE = '#f3f4f6';
const CARD = '#ffffff';
const TINT = '#f9fafb';

/** Styles for the apps that read them: stacking on a phone, and a dark palette. Inline styles carry the rest. */
function headStyles(palette: BrandPalette) {
  return `
@media only screen and (max-width: 620px) {
  .cc-container { width: 100% !important; }
  .cc-pad { padding-left: 16px !important; padding-right: 16px !important; }
  .cc-stack { display: block !important; width: auto !important; max-width: 100% !important; }
  .cc-stack-gap { padding: 20px 20px 0 20px !important; }
  .cc-img { width: 100% !important; height: auto !important; }
}
@media (prefers-color-scheme: dark) {
  /* React Email's Body repeats its background on the cell it wraps the email in. */
  .cc-page, .cc-page > table > tbody > tr > td { background-color: #111827 !important; }
  .cc-card { background-color: #1f2937 !important; }
  .cc-tint { background-color: #273244 !important; }
  .cc-ink { color: #f3f4f6 !important; }
  .cc-muted { color: #d1d5db !important; }
  .cc-accent { color: ${palette.accentOnDark} !important; }
}
[data-ogsc] .cc-ink { color: #f3f4f6 !important; }
[data-ogsc] .cc-muted { color: #d1d5db !important; }
[data-ogsc] .cc-accent { color: ${palette.accentOnDark} !important; }
`.trim();
}

const text = (extra: CSSProperties = {}): CSSProperties => ({
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '26px',
  color: INK,
  margin: '0 0 16px',
  ...extra,
});

/** Blank lines part paragraphs; single line breaks stay breaks. */
function Paragraphs({ value, style, className = 'cc-ink' }: { value: string; style?: CSSProperties; className?: string }) {
  return (
    <>
      {value
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part, i) => (
          <Text key={i} className={className} style={text(style)}>
            {part.split('\n').map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </Text>
        ))}
    </>
  );
}

/** "Saturday, December 12, 2026" for a YYYY-MM-DD date: the calendar day as written, whatever the reader's zone. */
export function readableDate(value: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value}T12:00:00Z`),
  );
}

function scaled(image: ImageRef, max: number) {
  const width = Math.min(image.width, max);
  return { width, height: Math.round((image.height * width) / image.width) };
}

function BlockView({ block, props }: { block: Block; props: NewsletterEmailProps }): ReactNode {
  const { palette, links } = props;
  switch (block.type) {
    case 'heading':
      return (
        <Heading
          as="h2"
          className="cc-accent"
          style={{ fontFamily: FONT, fontSize: '22px', lineHeight: '30px', color: palette.accent, margin: '8px 0 12px' }}
        >
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return <Paragraphs value={block.text} />;
    case 'local_item': {
      const meta = [block.place, block.date && readableDate(block.date)].filter(Boolean).join(' · ');
      return (
        <Section className="cc-tint" style={{ backgroundColor: TINT, borderLeft: `4px solid ${palette.brand}`, margin: '0 0 20px' }}>
          <Row>
            <Column style={{ padding: '16px 20px 4px' }}>
              <Text
                className="cc-accent"
                style={text({
                  fontSize: '12px',
                  lineHeight: '16px',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  fontWeight: 700,
                  color: palette.accent,
                  margin: '0 0 6px',
                })}
              >
                {LOCAL_ITEM_KIND_LABELS[block.kind]}
              </Text>
              <Text className="cc-ink" style={text({ fontSize: '18px', lineHeight: '24px', fontWeight: 700, margin: '0 0 4px' })}>
                {block.title}
              </Text>
              {meta && (
                <Text className="cc-muted" style={text({ fontSize: '14px', lineHeight: '20px', color: MUTED, margin: '0 0 8px' })}>
                  {meta}
                </Text>
              )}
              <Paragraphs value={block.text} style={{ margin: '0 0 12px' }} />
              {block.link && (
                <Text style={text({ margin: '0 0 12px' })}>
                  <Link
                    className="cc-accent"
                    href={links.web(block.link)}
                    style={{ color: palette.accent, fontWeight: 600, textDecoration: 'underline' }}
                  >
                    Read more about {block.title}
                  </Link>
                </Text>
              )}
            </Column>
          </Row>
        </Section>
      );
    }
    case 'tip_list':
      return (
        <Section style={{ margin: '0 0 8px' }}>
          {block.title && (
            <Heading
              as="h3"
              className="cc-ink"
              style={{ fontFamily: FONT, fontSize: '18px', lineHeight: '24px', color: INK, margin: '0 0 8px' }}
            >
              {block.title}
            </Heading>
          )}
          <ul style={{ margin: '0 0 16px', paddingLeft: '22px' }}>
            {block.tips.map((tip, i) => (
              <li key={i} className="cc-ink" style={text({ margin: '0 0 8px' })}>
                {tip}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'image': {
      const image = props.images.get(block.asset_id);
      if (!image) return null;
      const size = scaled(image, INNER_WIDTH);
      const img = (
        <Img
          className="cc-img"
          src={image.url}
          alt={block.alt}
          width={size.width}
          height={size.height}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', border: 0, borderRadius: '6px' }}
        />
      );
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {block.link ? <Link href={links.web(block.link)}>{img}</Link> : img}
          {block.caption && (
            <Text className="cc-muted" style={text({ fontSize: '14px', lineHeight: '20px', color: MUTED, margin: '8px 0 0' })}>
              {block.caption}
            </Text>
          )}
        </Section>
      );
    }
    case 'button':
      return (
        <Section style={{ margin: '4px 0 24px', textAlign: 'center' }}>
          <Button
            href={links.web(block.url)}
            style={{
              backgroundColor: palette.brand,
              color: palette.onBrand,
              fontFamily: FONT,
              fontSize: '16px',
              fontWeight: 700,
              lineHeight: '20px',
              borderRadius: '6px',
              padding: '14px 28px',
              textDecoration: 'none',
              display: 'inline-block',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'attorney_note': {
      const headshot = props.headshot && scaled(props.headshot, 88);
      const signature = block.signature ?? props.attorney;
      return (
        <Section className="cc-tint" style={{ backgroundColor: TINT, borderRadius: '8px', margin: '0 0 24px' }}>
          <Row>
            {props.headshot && headshot && (
              <Column
                className="cc-stack cc-stack-gap"
                width={112}
                style={{ width: '112px', padding: '20px 0 20px 20px', verticalAlign: 'top' }}
              >
                <Img
                  src={props.headshot.url}
                  alt={signature ? `Photo of ${signature}` : `Photo of the attorney at ${props.firmName}`}
                  width={88}
                  height={headshot.height}
                  style={{ display: 'block', borderRadius: '44px', border: 0 }}
                />
              </Column>
            )}
            <Column className="cc-stack" style={{ padding: '20px 20px 8px', verticalAlign: 'top' }}>
              <Text
                className="cc-accent"
                style={text({
                  fontSize: '12px',
                  lineHeight: '16px',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  fontWeight: 700,
                  color: palette.accent,
                  margin: '0 0 8px',
                })}
              >
                A note from {signature || props.firmName}
              </Text>
              <Paragraphs value={block.text} style={{ fontStyle: 'italic', margin: '0 0 12px' }} />
              {signature && (
                <Text className="cc-ink" style={text({ fontWeight: 600, margin: '0 0 12px' })}>
                  {signature}
                </Text>
              )}
            </Column>
          </Row>
        </Section>
      );
    }
  }
}

export function NewsletterEmail(props: NewsletterEmailProps) {
  const { palette, footer, links, logo } = props;
  const logoSize =
    logo && scaled({ ...logo, width: logo.width, height: logo.height }, Math.min(200, Math.round((logo.width * 64) / logo.height)));
  const smallText = (extra: CSSProperties = {}) =>
    text({ fontSize: '13px', lineHeight: '20px', color: MUTED, margin: '0 0 4px', ...extra });
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{props.subject}</title>
        <style>{headStyles(palette)}</style>
      </Head>
      {props.preheader && <Preview>{props.preheader}</Preview>}
      <Body className="cc-page" style={{ backgroundColor: PAGE, margin: 0, padding: '24px 0', fontFamily: FONT }}>
        <Container
          className="cc-container cc-card"
          width={CONTENT_WIDTH}
          style={{
            width: '100%',
            maxWidth: `${CONTENT_WIDTH}px`,
            backgroundColor: CARD,
            borderTop: `6px solid ${palette.brand}`,
            borderRadius: '8px',
          }}
        >
          {props.advertisement && (
            <Section className="cc-pad" style={{ padding: '12px 24px 0' }}>
              <Text style={text({ fontSize: '13px', lineHeight: '20px', color: INK, fontWeight: 700, margin: 0 })}>
                {props.advertisement}
              </Text>
            </Section>
          )}
          <Section className="cc-pad" style={{ padding: '24px 24px 8px' }}>
            <Row>
              <Column>
                {logo && logoSize ? (
                  // The logo sits on its own white panel, so a dark logo stays visible when a mail app darkens the page.
                  <div style={{ backgroundColor: '#ffffff', display: 'inline-block', padding: '6px', borderRadius: '6px' }}>
                    <Img
                      src={logo.url}
                      alt={props.firmName}
                      width={logoSize.width}
                      height={logoSize.height}
                      style={{ display: 'block', border: 0 }}
                    />
                  </div>
                ) : (
                  <Text
                    className="cc-accent"
                    style={text({ fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: palette.accent, margin: 0 })}
                  >
                    {props.firmName}
                  </Text>
                )}
              </Column>
            </Row>
          </Section>
          <Section className="cc-pad" style={{ padding: '8px 24px 8px' }}>
            {props.blocks.map((block) => (
              <BlockView key={block.id} block={block} props={props} />
            ))}
          </Section>
          {(footer.phone || footer.website) && (
            <Section className="cc-pad cc-tint" style={{ padding: '16px 24px', backgroundColor: TINT, borderRadius: '0 0 8px 8px' }}>
              <Text className="cc-ink" style={text({ margin: 0, fontSize: '15px' })}>
                Questions?{' '}
                {footer.phone && (
                  <>
                    Call{' '}
                    {links.tel ? (
                      <Link className="cc-accent" href={links.tel} style={{ color: palette.accent, fontWeight: 600 }}>
                        {footer.phone}
                      </Link>
                    ) : (
                      footer.phone
                    )}
                  </>
                )}
                {footer.phone && footer.website && ' or visit '}
                {!footer.phone && footer.website && 'Visit '}
                {footer.website && (
                  <Link className="cc-accent" href={links.web(footer.website)} style={{ color: palette.accent, fontWeight: 600 }}>
                    {footer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </Link>
                )}
                .
              </Text>
            </Section>
          )}
        </Container>
        <Container className="cc-container" width={CONTENT_WIDTH} style={{ width: '100%', maxWidth: `${CONTENT_WIDTH}px` }}>
          <Section className="cc-pad" style={{ padding: '20px 24px 8px' }}>
            {footer.firmName && (
              <Text className="cc-muted" style={smallText({ fontWeight: 600 })}>
                {footer.firmName}
              </Text>
            )}
            {footer.attorneyLine && (
              <Text className="cc-muted" style={smallText()}>
                {footer.attorneyLine}
              </Text>
            )}
            {footer.addressLines.map((line, i) => (
              <Text key={i} className="cc-muted" style={smallText()}>
                {line}
              </Text>
            ))}
            {footer.phone && (
              <Text className="cc-muted" style={smallText()}>
                {links.tel ? (
                  <Link className="cc-muted" href={links.tel} style={{ color: MUTED, textDecoration: 'underline' }}>
                    {footer.phone}
                  </Link>
                ) : (
                  footer.phone
                )}
              </Text>
            )}
            {footer.website && (
              <Text className="cc-muted" style={smallText()}>
                <Link className="cc-muted" href={links.web(footer.website)} style={{ color: MUTED, textDecoration: 'underline' }}>
                  {footer.website}
                </Link>
              </Text>
            )}
            <Text className="cc-muted" style={smallText({ margin: '16px 0 0' })}>
              {footer.from}{' '}
              <Link className="cc-muted" href={links.unsubscribe} style={{ color: MUTED, textDecoration: 'underline' }}>
                Unsubscribe
              </Link>
            </Text>
          </Section>
        </Container>
        {links.openPixel && (
          <Img src={links.openPixel} width="1" height="1" alt="" style={{ display: 'block', width: '1px', height: '1px', border: 0 }} />
        )}
      </Body>
    </Html>
  );
}
