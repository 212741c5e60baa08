// The shopper's marks on messages: kept while the modal is open (spec 1 §2: on close, deleted
// messages are removed and viewed ones marked read), applied to what the list shows at once (the
// bell's count drops as soon as one is read), and sent when the modal closes.
import type { CentreMessage } from '../rules/messages';

export interface Marks {
  viewed: ReadonlySet<string>;
  removed: ReadonlySet<string>;
}

export const noMarks: Marks = { viewed: new Set(), removed: new Set() };

export function withView(marks: Marks, message: CentreMessage): Marks {
  return message.viewed ? marks : { ...marks, viewed: new Set(marks.viewed).add(message.key) };
}

export function withRemoval(marks: Marks, message: CentreMessage): Marks {
  return message.source === 'bell' ? { ...marks, removed: new Set(marks.removed).add(message.key) } : marks;
}

export function applyMarks(messages: readonly CentreMessage[], marks: Marks): CentreMessage[] {
  return messages.filter((message) => !marks.removed.has(message.key)).map((message) => (marks.viewed.has(message.key) ? { ...message, viewed: true } : message));
}

export interface MarkPlan {
  /** Bell ids to mark viewed (those not removed anyway). */
  view: number[];
  remove: number[];
  /** Content ids to add to viewedMessage. */
  contentViewed: string[];
}

export function planOf(messages: readonly CentreMessage[], marks: Marks): MarkPlan {
  const plan: MarkPlan = { view: [], remove: [], contentViewed: [] };
  for (const message of messages) {
    if (message.source === 'bell' && marks.removed.has(message.key)) plan.remove.push(Number(message.id));
    else if (marks.viewed.has(message.key) && !message.viewed) {
      if (message.source === 'bell') plan.view.push(Number(message.id));
      else plan.contentViewed.push(String(message.id));
    }
  }
  return plan;
}
