import { isText } from './read';

/** The topics this phone asked the bakery for (lib/web-push.ts), kept so a page can say "on". */
const TOPICS_KEY = 'bakery-push-topics';

const readTopics = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TOPICS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isText) : [];
  } catch {
    return [];
  }
};

export const phoneTopics = {
  has: (topic: string) => readTopics().includes(topic),
  add: (topic: string) => localStorage.setItem(TOPICS_KEY, JSON.stringify([...new Set([...readTopics(), topic])])),
  remove: (topic: string) => localStorage.setItem(TOPICS_KEY, JSON.stringify(readTopics().filter((t) => t !== topic))),
};
