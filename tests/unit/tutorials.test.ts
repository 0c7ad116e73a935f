import { describe, expect, it } from 'vitest';
import { isTopicCompleted, sortTopics } from '../../src/api/queries/tutorials';
import { paragraphsOf, safeVideoUrl } from '../../src/features/tutorials/tutorialText';

describe('tutorial text', () => {
  it('splits a body into paragraphs at blank lines and joins the lines within one', () => {
    expect(paragraphsOf('First line\nsame paragraph.\r\n\r\nSecond.\n\n\n  \nThird.  ')).toEqual([
      'First line same paragraph.',
      'Second.',
      'Third.',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('keeps markup as text: nothing is interpreted', () => {
    expect(paragraphsOf('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });

  it('offers only web links as videos', () => {
    expect(safeVideoUrl('https://video.example/a')).toBe('https://video.example/a');
    expect(safeVideoUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeVideoUrl('data:text/html,x')).toBeUndefined();
    expect(safeVideoUrl('not a url')).toBeUndefined();
    expect(safeVideoUrl(undefined)).toBeUndefined();
  });
});

describe('tutorial topics and completions', () => {
  it('orders topics by their order, unordered ones last in the order given', () => {
    const topics = [
      { id: 'c', title: 'C' },
      { id: 'b', title: 'B', order: 2 },
      { id: 'd', title: 'D' },
      { id: 'a', title: 'A', order: 1 },
    ];
    expect(sortTopics(topics).map((topic) => topic.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts a completion only in its own language', () => {
    const completions = [{ topicId: 'vouchers', tutorialLanguage: 'en', completedAt: '2026-11-02T08:00:00.000Z' }];
    expect(isTopicCompleted(completions, 'vouchers', 'en')).toBe(true);
    expect(isTopicCompleted(completions, 'vouchers', 'de')).toBe(false);
    expect(isTopicCompleted(completions, 'payment-methods', 'en')).toBe(false);
  });
});
