import type { PublishedVersion, ShareLink } from '@schemas/api/guests';
import { describe, expect, it } from 'vitest';
import {
  embedCode,
  emptyLinkForm,
  publishProblems,
  replaceLink,
  shareLinkBody,
  withVersion,
} from '../../../builder/publish/publishModel';

// The publishing dialog's decisions without a DOM: what a new link asks of the server, the
// code a firm pastes into its site, and the reasons shown for a refused publication.

describe('a new share link', () => {
  it('sends the label trimmed and nothing the lawyer left empty', () => {
    expect(shareLinkBody('doc-1', { ...emptyLinkForm, label: '  Cliente Pérez ' })).toEqual({
      document_id: 'doc-1',
      label: 'Cliente Pérez',
      mode: 'personal',
      single_use: false,
      show_document: false,
    });
  });

  it('expires at the end of the chosen day and lists each site once written', () => {
    const body = shareLinkBody('doc-1', {
      ...emptyLinkForm,
      label: 'Web',
      mode: 'public',
      expires: '2027-03-31',
      singleUse: true,
      showDocument: true,
      origins: 'https://estudio.ec/\n  https://www.estudio.ec ',
    });
    expect(body.expires_at).toBe(new Date('2027-03-31T23:59:59').toISOString());
    expect(body.allowed_origins).toEqual(['https://estudio.ec', 'https://www.estudio.ec']);
    expect(body).toMatchObject({ mode: 'public', single_use: true, show_document: true });
  });
});

describe('the embed code', () => {
  it('loads the script from the link’s own origin and names the link', () => {
    expect(embedCode('https://minuta.ec/questionary/ana/abc')).toBe(
      '<script src="https://minuta.ec/embed.js" async></script>\n' +
        '<minuta-interview link="https://minuta.ec/questionary/ana/abc"></minuta-interview>',
    );
    expect(embedCode(null)).toBe('');
  });
});

describe('a refused publication', () => {
  it('lists each reason the server gave once, and none when it named no field', () => {
    const error = {
      fields: [
        { message: 'La página 1 no tiene preguntas.' },
        { message: 'La página 1 no tiene preguntas.' },
        { message: 42 },
        {},
      ],
    };
    expect(publishProblems(error)).toEqual(['La página 1 no tiene preguntas.']);
    expect(publishProblems(new Error('sin conexión'))).toEqual([]);
    expect(publishProblems(null)).toEqual([]);
  });
});

describe('the lists after a change', () => {
  it('puts a new version first and replaces a revoked link in place', () => {
    const version = (id: string, number: number) => ({ id, number }) as PublishedVersion;
    expect(withVersion([version('v1', 1)], version('v2', 2)).map((each) => each.number)).toEqual([
      2, 1,
    ]);
    expect(withVersion(null, version('v1', 1))).toHaveLength(1);
    const link = (id: string, status: string) => ({ id, status }) as ShareLink;
    expect(
      replaceLink([link('a', 'activo'), link('b', 'activo')], link('b', 'revocado')).map(
        (each) => each.status,
      ),
    ).toEqual(['activo', 'revocado']);
  });
});
