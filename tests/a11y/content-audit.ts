import { parse, type DefaultTreeAdapterMap } from 'parse5'
import type { AxeFinding } from './axe-audit'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/**
 * What CMS content can break on a page whose layout axe has already audited (decision 065): the
 * rules whose outcome depends on an editor's words, pictures and links, read from the server's
 * HTML without a browser. Named as axe names them, so a finding reads the same in both reports:
 *
 * - `image-alt`: an image with no alt attribute (an empty one marks it decorative, as for axe);
 * - `link-name`: a link with neither text, a label, a title nor a described image inside;
 * - `empty-heading` and `heading-order` (a heading more than one level below the one before it);
 * - `page-has-heading-one`, `document-title`, `frame-title` and `list` (a list item outside a list);
 * - `duplicate-id`: two elements with one id, which breaks every label or reference to it.
 *
 * Parts hidden from everyone (`hidden`, `aria-hidden="true"`, `<template>`) are left out, as axe
 * leaves them out.
 */
export function contentFindings(html: string, where: string): AxeFinding[] {
  const document = parse(html)
  const found = new Map<string, string[]>()
  const report = (rule: string, target: string) => found.set(rule, [...(found.get(rule) ?? []), target])
  const ids = new Map<string, number>()
  let previousLevel = 0
  let headingOne = false
  let title = ''

  const visit = (node: Node) => {
    if (!isElement(node)) {
      for (const child of childrenOf(node)) visit(child)
      return
    }
    if (node.tagName === 'template' || isHidden(node)) return
    const id = attribute(node, 'id')
    if (id) ids.set(id, (ids.get(id) ?? 0) + 1)
    const level = headingLevel(node)
    if (level !== undefined) {
      if (!accessibleText(node)) report('empty-heading', describe(node))
      if (previousLevel > 0 && level > previousLevel + 1)
        report('heading-order', `${describe(node)} after h${previousLevel}`)
      previousLevel = level
      headingOne ||= level === 1
    }
    if (node.tagName === 'title' && parentTag(node) === 'head') title = textOf(node).trim()
    if (
      node.tagName === 'img' &&
      attribute(node, 'alt') === undefined &&
      !isNamed(node) &&
      !isPresentational(node)
    )
      report('image-alt', describe(node))
    // Its accessible text takes a label or a reference to one as its name.
    if (node.tagName === 'a' && attribute(node, 'href') !== undefined && !accessibleText(node))
      report('link-name', describe(node))
    if (node.tagName === 'iframe' && !attribute(node, 'title')?.trim() && !isNamed(node))
      report('frame-title', describe(node))
    if (
      node.tagName === 'li' &&
      !['ul', 'ol', 'menu'].includes(parentTag(node)) &&
      attribute(node, 'role') === undefined
    )
      report('list', describe(node))
    for (const child of childrenOf(node)) visit(child)
  }
  visit(document)

  if (!title) report('document-title', 'title')
  if (!headingOne) report('page-has-heading-one', 'html')
  for (const [id, count] of ids) if (count > 1) report('duplicate-id', `#${id} (${count} times)`)
  return [...found.entries()].map(([rule, targets]) => ({
    where,
    rule,
    impact: 'serious',
    help: ruleHelp[rule] ?? rule,
    targets,
  }))
}

const ruleHelp: Record<string, string> = {
  'image-alt': 'Images must have alternative text',
  'link-name': 'Links must have discernible text',
  'empty-heading': 'Headings should not be empty',
  'heading-order': 'Heading levels should only increase by one',
  'page-has-heading-one': 'Page should contain a level-one heading',
  'document-title': 'Documents must have <title> element to aid in navigation',
  'frame-title': 'Frames must have an accessible name',
  list: '<li> elements must be contained in a <ul> or <ol>',
  'duplicate-id': 'id attribute values must be unique',
}

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

function childrenOf(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : []
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

function isHidden(element: Element): boolean {
  return attribute(element, 'hidden') !== undefined || attribute(element, 'aria-hidden') === 'true'
}

/** Named by an attribute rather than its content. */
function isNamed(element: Element): boolean {
  return Boolean(attribute(element, 'aria-label')?.trim() || attribute(element, 'aria-labelledby')?.trim())
}

function isPresentational(element: Element): boolean {
  return ['none', 'presentation'].includes(attribute(element, 'role') ?? '')
}

function headingLevel(element: Element): number | undefined {
  const tag = /^h([1-6])$/.exec(element.tagName)
  if (tag) return Number(tag[1])
  if (attribute(element, 'role') === 'heading') return Number(attribute(element, 'aria-level') ?? 2)
  return undefined
}

function parentTag(element: Element): string {
  const parent = element.parentNode
  return parent && isElement(parent) ? parent.tagName : ''
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  return childrenOf(node).map(textOf).join('')
}

/** The text a screen reader would read for an element: its visible text, labels and image alts. */
function accessibleText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value.trim()
  if (!isElement(node)) return childrenOf(node).map(accessibleText).join('')
  if (node.tagName === 'template' || isHidden(node)) return ''
  const named = attribute(node, 'aria-label')?.trim() || attribute(node, 'title')?.trim()
  if (named) return named
  // What the referenced element says is not looked up: a reference is taken as a name.
  if (attribute(node, 'aria-labelledby')?.trim()) return 'labelled'
  if (node.tagName === 'img') return attribute(node, 'alt')?.trim() ?? ''
  return childrenOf(node).map(accessibleText).join('')
}

/** How a finding names the element: its tag, id or classes and the start of its text. */
function describe(element: Element): string {
  const id = attribute(element, 'id')
  const href = attribute(element, 'href') ?? attribute(element, 'src')
  const text = textOf(element).trim().replace(/\s+/g, ' ').slice(0, 30)
  return [element.tagName, id ? `#${id}` : '', href ? `[${href}]` : '', text ? ` "${text}"` : ''].join('')
}
