import { describe, expect, it } from 'vitest';
import { viewSource } from './source';

const at = (search: string, { referrer = '' } = {}) => viewSource({ search, referrer, host: 'folio.example' });

describe('where a view came from', () => {
  it('is an embed, with the host of the site around it', () => {
    expect(at('?embed=1', { referrer: 'https://www.School.example/unit-3?x=1' })).toEqual({ source: 'embed', site: 'www.school.example' });
    expect(at('?embed=1&page=3', { referrer: 'https://folio.example/ebooks' })).toEqual({ source: 'embed' });
    expect(at('?embed=1')).toEqual({ source: 'embed' });
  });

  it('is an LMS launch when the launch opened the book', () => {
    expect(at('?from=lms')).toEqual({ source: 'lms' });
  });

  it('is a class assignment, a shared link, or the site', () => {
    expect(at('?from=class')).toEqual({ source: 'class' });
    expect(at('?ref=share&page=2')).toEqual({ source: 'share' });
    expect(at('?page=2')).toEqual({ source: 'site' });
    expect(at('')).toEqual({ source: 'site' });
  });
});
