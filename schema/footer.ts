import type { SafeHtml } from './blocks/safe-html'
import type { SocialLink } from './globals'
import type { NavNode } from './navigation'

/** A footer block as the footer shows it: sanitized rich text, or one menu with its nodes. */
export type FooterBlockView =
  | { id: string; kind: 'text'; html: SafeHtml }
  | { id: string; kind: 'menu'; navName: string; navHandle: string; nodes: NavNode[] }

/** The footer of a locale (spec 2, Footer): four columns of blocks and the social links. */
export type Footer = { columns: FooterBlockView[][]; socials: SocialLink[] }
