import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/site';

/**
 * The layout of CaseCourier's own emails (not a firm's newsletter): a heading, a few short
 * paragraphs, an optional list of details and one button. Written out colour pairs, as in the
 * newsletter template, so a mail app that darkens the page keeps it readable.
 */
export interface PlatformMessageProps {
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  details?: readonly (readonly [label: string, value: string])[];
  action?: { label: string; url: string };
}

const page: CSSProperties = { backgroundColor: '#f1f5f9', color: '#0f172a', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 };
const card: CSSProperties = {
  backgroundColor: '#ffffff',
  color: '#0f172a',
  maxWidth: 560,
  margin: '24px auto',
  padding: 32,
  borderRadius: 8,
};
const text: CSSProperties = { fontSize: 16, lineHeight: '24px', color: '#0f172a', margin: '0 0 16px' };
const detail: CSSProperties = { fontSize: 14, lineHeight: '20px', color: '#334155', margin: '0 0 4px' };
const button: CSSProperties = {
  backgroundColor: '#0b2a5b',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: 6,
  fontWeight: 700,
  textDecoration: 'none',
};
const footer: CSSProperties = { fontSize: 12, lineHeight: '18px', color: '#475569', margin: '24px 0 0' };

export function PlatformMessage({ preview, heading, paragraphs, details = [], action }: PlatformMessageProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: '28px', color: '#0b2a5b', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} style={text}>
              {paragraph}
            </Text>
          ))}
          {details.length > 0 && (
            <Section style={{ margin: '0 0 16px' }}>
              {details.map(([label, value]) => (
                <Text key={label} style={detail}>
                  <strong>{label}:</strong> {value}
                </Text>
              ))}
            </Section>
          )}
          {action && (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button href={action.url} style={button}>
                {action.label}
              </Button>
              <Text style={{ ...detail, margin: '12px 0 0' }}>Or open this address: {action.url}</Text>
            </Section>
          )}
          <Text style={footer}>
            {PRODUCT_NAME} · Questions? Write to {SUPPORT_EMAIL}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
