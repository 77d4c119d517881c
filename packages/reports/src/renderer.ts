/** Report kinds rendered from Handlebars templates into HTML (inside the branded layout), Markdown and PDF. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, type Logger } from '@colloquy/core';
import Handlebars from 'handlebars';
import { registerHelpers } from './helpers.ts';
import { createPdfPrinter } from './pdf.ts';

export interface Branding {
  name: string;
  logoUrl?: string | null;
  primaryColor?: string;
  accentColor?: string;
  footer?: string;
}

export interface ReportRenderer {
  /** `templates/<kind>.html.hbs` rendered inside the shared layout (branding: name, logo, colours, footer). */
  html(kind: string, data: unknown, branding?: Branding): string;
  /** `templates/<kind>.md.hbs`. */
  markdown(kind: string, data: unknown, branding?: Branding): string;
  /** HTML → PDF with ONE reused headless Chromium (lazy start, relaunch if it died); throws an AppError with
   *  code `pdf_unavailable`, HTTP 503, and a message saying how to install Chromium / set CHROMIUM_PATH. */
  pdf(html: string): Promise<Buffer>;
  pdfAvailable(): boolean;
  close(): Promise<void>;
}

export const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));

const DEFAULT_BRANDING = { name: 'Colloquy', primaryColor: '#1f3a5f', accentColor: '#2f80ed' };
// Colours go into a <style> block: only plain colour values, so branding cannot inject CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
const KIND = /^[a-z][a-z0-9-]{0,40}$/;

function safeColour(value: string | undefined, fallback: string): string {
  return value && COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** Logos must be inline (data:) or https; PDFs load only data: URLs, so an https logo shows in HTML only. */
function safeLogo(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(data:image\/(png|jpeg|gif|svg\+xml|webp);base64,|https:\/\/)/i.test(url) ? url : null;
}

/** Creates the renderer; templates are read and compiled on first use of each kind. */
export function createReportRenderer(options: { logger: Logger; chromiumPath?: string }): ReportRenderer {
  const htmlEnv = Handlebars.create();
  const markdownEnv = Handlebars.create();
  registerHelpers(htmlEnv);
  registerHelpers(markdownEnv);
  const partialsDir = join(TEMPLATES_DIR, 'partials');
  if (existsSync(partialsDir)) {
    for (const file of readdirSync(partialsDir).filter((f) => f.endsWith('.hbs'))) {
      htmlEnv.registerPartial(basename(file, '.hbs'), readFileSync(join(partialsDir, file), 'utf8'));
    }
  }
  const cache = new Map<string, HandlebarsTemplateDelegate>();
  const printer = createPdfPrinter(options);

  function template(kind: string, format: 'html' | 'md'): HandlebarsTemplateDelegate {
    const name = `${kind}.${format}.hbs`;
    const cached = cache.get(name);
    if (cached) return cached;
    const path = join(TEMPLATES_DIR, name);
    if (!KIND.test(kind) || !existsSync(path)) {
      throw new AppError('report_template_not_found', `No ${format} template for report kind "${kind}"`, {
        status: 404,
      });
    }
    const source = readFileSync(path, 'utf8');
    const compiled =
      format === 'html'
        ? htmlEnv.compile(source, { strict: false })
        : // Markdown is not HTML: values are emitted as-is and templates escape table cells with {{md …}}.
          markdownEnv.compile(source, { noEscape: true });
    cache.set(name, compiled);
    return compiled;
  }

  function brandingOf(branding?: Branding) {
    return {
      name: branding?.name?.trim() || DEFAULT_BRANDING.name,
      logoUrl: safeLogo(branding?.logoUrl),
      primaryColor: safeColour(branding?.primaryColor, DEFAULT_BRANDING.primaryColor),
      accentColor: safeColour(branding?.accentColor, DEFAULT_BRANDING.accentColor),
      footer: branding?.footer ?? null,
    };
  }

  return {
    html(kind, data, branding) {
      const brand = brandingOf(branding);
      const body = template(kind, 'html')(data, { data: { branding: brand } });
      const title = (data as { title?: unknown } | null)?.title;
      return template('layout', 'html')(
        { body, kind, branding: brand, title: typeof title === 'string' ? title : kind },
        { data: { branding: brand } },
      );
    },
    markdown(kind, data, branding) {
      return template(kind, 'md')(data, { data: { branding: brandingOf(branding) } });
    },
    pdf: (html) => printer.print(html),
    pdfAvailable: () => printer.available(),
    close: () => printer.close(),
  };
}
