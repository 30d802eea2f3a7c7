/**
 * Typesets one rules document into a column: heading, lead, section headings on a rule,
 * paragraphs, bullet and numbered lists, term lists, worked examples, "Decision" call-outs
 * and the drawn illustrations with their captions. Built once per game, language and
 * width; the view scrolls it and hides the blocks that are off-screen.
 */
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import { fontPx } from '../layout/scale';
import { FONT_FAMILY, palette, WEIGHT_BOLD, WEIGHT_REGULAR } from '../theme/theme';
import { drawFigure, type FigureContext } from './figures';
import type { Block, RulesDoc } from '../../shared/i18n/rules';

export interface PageBlock {
  node: Container;
  top: number;
  bottom: number;
}

export interface BuiltPage {
  root: Container;
  height: number;
  /** Each section's top, in page coordinates, in document order. */
  anchors: { id: string; title: string; y: number }[];
  blocks: PageBlock[];
}

interface Type {
  size: number;
  weight?: string;
  fill?: number;
  lineHeight?: number;
  width?: number;
}

export function buildPage(
  doc: RulesDoc,
  width: number,
  s: number,
  i18n: I18n,
  fig: FigureContext,
): BuiltPage {
  const root = new Container({ label: `rules-page-${doc.game}` });
  const blocks: PageBlock[] = [];
  const anchors: BuiltPage['anchors'] = [];
  const bodyPx = fontPx(20, s);

  const style = (t: Type): TextStyleOptions => {
    const size = fontPx(t.size, s);
    return {
      fontFamily: FONT_FAMILY,
      fontSize: size,
      fontWeight: (t.weight ?? WEIGHT_REGULAR) as '400' | '700',
      fill: t.fill ?? palette.text,
      lineHeight: Math.round(size * (t.lineHeight ?? 1.45)),
      wordWrap: t.width !== undefined,
      wordWrapWidth: t.width ?? 0,
      breakWords: true,
      tagStyles: { b: { fontWeight: WEIGHT_BOLD, fill: palette.text } },
    };
  };
  const text = (value: string, t: Type): Text => new Text({ text: value, style: style(t) });
  const add = (node: Container, y: number, h: number): void => {
    // Whole pixels keep the text crisp.
    node.y = Math.round(y);
    root.addChild(node);
    blocks.push({ node, top: y, bottom: y + h });
  };

  let y = 0;
  // Heading and lead
  const head = new Container();
  const title = testId(text(doc.title, { size: 46, weight: WEIGHT_BOLD, lineHeight: 1.15 }), 'rules.title');
  const lead = text(doc.lead, { size: 22, fill: palette.textMuted, width, lineHeight: 1.45 });
  lead.y = title.height + 10 * s;
  const mark = new Graphics().rect(0, lead.y + lead.height + 18 * s, 64 * s, 3 * s).fill(palette.accent);
  head.addChild(title, lead, mark);
  const headH = lead.y + lead.height + 21 * s;
  add(head, y, headH);
  y += headH + 18 * s;

  const gap = Math.round(bodyPx * 0.85);
  for (const section of doc.sections) {
    y += 22 * s;
    const sec = new Container();
    const h = testId(
      text(section.title, { size: 30, weight: WEIGHT_BOLD, fill: palette.accent, lineHeight: 1.2 }),
      `rules.section.${section.id}`,
    );
    const rule = new Graphics()
      .rect(0, h.height + 8 * s, width, Math.max(1, s))
      .fill({ color: palette.panelEdge, alpha: 0.9 });
    sec.addChild(h, rule);
    const secH = h.height + 8 * s;
    anchors.push({ id: section.id, title: section.title, y: y - 16 * s });
    add(sec, y, secH);
    y += secH + 20 * s;
    for (const block of section.blocks) {
      const node = buildBlock(block);
      const bh = node.height;
      add(node, y, bh);
      y += bh + gap;
    }
  }
  y += 60 * s;
  return { root, height: y, anchors, blocks };

  function buildBlock(block: Block): Container {
    const c = new Container();
    switch (block.kind) {
      case 'p': {
        c.addChild(text(block.text, { size: 20, width }));
        break;
      }
      case 'list':
      case 'steps': {
        const indent = 34 * s;
        let by = 0;
        block.items.forEach((item, i) => {
          const t = text(item, { size: 20, width: width - indent });
          t.position.set(Math.round(indent), Math.round(by));
          // A one-line item may be shorter than a full line (tagged text): centre on it.
          const lineH = t.height < bodyPx * 1.45 * 1.5 ? t.height : bodyPx * 1.45;
          const marker = new Graphics();
          if (block.kind === 'list') {
            marker.circle(indent * 0.42, by + lineH / 2, 3.5 * s).fill(palette.accent);
            c.addChild(marker);
          } else {
            const r = 12 * s;
            marker.circle(r, by + lineH / 2, r).fill({ color: palette.accent, alpha: 0.9 });
            const n = text(String(i + 1), {
              size: 15,
              weight: WEIGHT_BOLD,
              fill: palette.accentInk,
              lineHeight: 1,
            });
            n.anchor.set(0.5);
            n.position.set(r, by + lineH / 2);
            c.addChild(marker, n);
          }
          c.addChild(t);
          by += Math.max(t.height, bodyPx * 1.45) + bodyPx * 0.45;
        });
        break;
      }
      case 'terms': {
        // Two columns where the page is wide enough, else the term above its text.
        const termW = Math.min(230 * s, width * 0.34);
        const twoCol = width >= 460 * s;
        let by = 0;
        block.items.forEach((item, i) => {
          const term = text(item.term, {
            size: 20,
            weight: WEIGHT_BOLD,
            width: twoCol ? termW - 14 * s : width,
          });
          const desc = text(item.text, {
            size: 20,
            width: twoCol ? width - termW : width,
            fill: palette.text,
          });
          term.position.set(0, Math.round(by));
          desc.position.set(
            Math.round(twoCol ? termW : 0),
            Math.round(twoCol ? by : by + term.height + 2 * s),
          );
          const rowH = twoCol ? Math.max(term.height, desc.height) : term.height + 2 * s + desc.height;
          if (i > 0) {
            c.addChild(
              new Graphics()
                .rect(0, by - bodyPx * 0.35, width, Math.max(1, s * 0.8))
                .fill({ color: palette.panelEdge, alpha: 0.45 }),
            );
          }
          c.addChild(term, desc);
          by += rowH + bodyPx * 0.7;
        });
        break;
      }
      case 'example': {
        const pad = 18 * s;
        const inner = width - 2 * pad;
        const t = text(block.title, { size: 18, weight: WEIGHT_BOLD, fill: palette.accent, width: inner });
        t.position.set(Math.round(pad), Math.round(pad * 0.8));
        let by = t.y + t.height + 8 * s;
        const lines: Text[] = [];
        for (const line of block.lines) {
          const l = text(line, { size: 19, width: inner, lineHeight: 1.4 });
          l.position.set(Math.round(pad), Math.round(by));
          by += l.height + 4 * s;
          lines.push(l);
        }
        const h = by + pad * 0.8;
        const bg = new Graphics()
          .roundRect(0, 0, width, h, 12 * s)
          .fill({ color: palette.panelRaised, alpha: 0.95 })
          .roundRect(0, 0, width, h, 12 * s)
          .stroke({ width: Math.max(1, s), color: palette.panelEdge });
        c.addChild(bg, t, ...lines);
        break;
      }
      case 'decision': {
        const pad = 18 * s;
        const bar = 5 * s;
        const inner = width - 2 * pad - bar;
        const label = text(i18n.t('app.rules.decision').toUpperCase(), {
          size: 15,
          weight: WEIGHT_BOLD,
          fill: palette.accent,
          lineHeight: 1.2,
        });
        label.style.letterSpacing = 1.5 * s;
        label.position.set(Math.round(bar + pad), Math.round(pad * 0.7));
        const t = text(block.text, { size: 19, width: inner, lineHeight: 1.45 });
        t.position.set(Math.round(bar + pad), Math.round(label.y + label.height + 6 * s));
        const h = t.y + t.height + pad * 0.8;
        const bg = new Graphics()
          .roundRect(0, 0, width, h, 10 * s)
          .fill({ color: palette.accent, alpha: 0.08 })
          .roundRect(0, 0, bar, h, bar / 2)
          .fill(palette.accent);
        c.addChild(bg, label, t);
        testId(c, `rules.decision.${block.id}`);
        break;
      }
      case 'figure': {
        const pad = 16 * s;
        const art = drawFigure(block.figure, width - 2 * pad, s, fig);
        art.node.position.set(Math.round((width - art.width) / 2), pad);
        const cap = text(block.caption, {
          size: 17,
          width: width - 2 * pad,
          fill: palette.textMuted,
          lineHeight: 1.4,
        });
        cap.position.set(Math.round(pad), Math.round(pad + art.height + 14 * s));
        const h = cap.y + cap.height + pad;
        const bg = new Graphics()
          .roundRect(0, 0, width, h, 14 * s)
          .fill({ color: palette.feltCentre, alpha: 0.55 })
          .roundRect(0, 0, width, h, 14 * s)
          .stroke({ width: Math.max(1, s), color: palette.feltLine, alpha: 0.7 });
        c.addChild(bg, art.node, cap);
        testId(c, `rules.figure.${block.figure}`);
        break;
      }
    }
    return c;
  }
}
