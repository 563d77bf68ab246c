import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { CSSProperties, ReactNode } from 'react'
import type { SummaryLine } from './summary-lines.ts'

// The frame every store e-mail shares (the brand bar with the logo, a heading and its intro), and the
// table of figures. Styles are inline: mail programs drop style sheets. Rows marked data-text-row read
// "label: value" in the plain-text part (plain-text.ts).

export const STORE_NAME = 'ShirtSmith'

export const BRAND = '#c2410c'
export const INK = '#0f172a'
export const MUTED = '#475569'
export const small: CSSProperties = { margin: 0, fontSize: 14, lineHeight: '20px' }
export const cell: CSSProperties = { padding: '6px 8px', verticalAlign: 'top', fontSize: 14 }

export function EmailLayout({
  heading,
  intro,
  appUrl,
  children,
}: {
  heading: string
  intro: string
  appUrl: string
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{intro}</Preview>
      <Body style={{ margin: 0, padding: 0, background: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: INK }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', background: '#ffffff' }}>
          <Section style={{ padding: '20px 24px', background: BRAND }}>
            <Link href={appUrl} style={{ color: '#ffffff', textDecoration: 'none', fontSize: 20, fontWeight: 700 }}>
              <Img
                src={`${appUrl}/icon-192.png`}
                width={32}
                height={32}
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 6, marginRight: 8 }}
              />
              {STORE_NAME}
            </Link>
          </Section>
          <Section style={{ padding: '24px 24px 8px' }}>
            <Heading as="h1" style={{ fontSize: 22, margin: '0 0 8px' }}>
              {heading}
            </Heading>
            <Text style={{ ...small, color: MUTED }}>{intro}</Text>
          </Section>
          {children}
        </Container>
      </Body>
    </Html>
  )
}

/** A part of the e-mail under a thin rule. */
export function Part({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Section style={{ padding: '16px 24px', borderTop: '1px solid #e2e8f0', ...style }}>{children}</Section>
}

/** A table of figures: each line's label on the left, its amount on the right. */
export function Figures({ lines, dataAttribute }: { lines: SummaryLine[]; dataAttribute?: 'data-refund' }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} data-text-row="" style={line.strong ? { fontWeight: 700 } : undefined}>
            <td style={cell}>{line.label}</td>
            <td style={{ ...cell, textAlign: 'right' }} {...(dataAttribute ? { [dataAttribute]: line.label } : {})}>
              {line.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
