import { describe, expect, it } from 'vitest';
import type { CentreMessage } from '../rules/messages';
import { applyMarks, noMarks, planOf, withRemoval, withView } from './marks';

const message = (key: string, viewed = false): CentreMessage => {
  const [source, id] = key.split(':') as ['bell' | 'content', string];
  return { key, source, id: source === 'bell' ? Number(id) : id, subject: 'service', title: key, description: '', link: '', url: '', sentAt: null, viewed, taskId: null };
};

const list = [message('bell:1'), message('bell:2'), message('bell:3', true), message('content:7')];

describe('marks', () => {
  it('hide removed messages and show viewed ones read at once', () => {
    const marks = withRemoval(withView(withView(noMarks, list[0]!), list[3]!), list[1]!);
    const shown = applyMarks(list, marks);
    expect(shown.map((m) => m.key)).toEqual(['bell:1', 'bell:3', 'content:7']);
    expect(shown.filter((m) => !m.viewed)).toEqual([]);
  });

  it('plan the calls for the close: views, removals, and content ids for the browser', () => {
    const marks = withRemoval(withView(withView(withView(noMarks, list[0]!), list[1]!), list[3]!), list[1]!);
    expect(planOf(list, marks)).toEqual({ view: [1], remove: [2], contentViewed: ['7'] });
  });

  it('never removes content messages and never re-marks a read one', () => {
    expect(withRemoval(noMarks, list[3]!)).toBe(noMarks);
    expect(withView(noMarks, list[2]!)).toBe(noMarks);
  });
});
