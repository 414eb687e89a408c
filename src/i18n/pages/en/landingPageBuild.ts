import type { Messages } from '../../types.ts';

export default {
  title: 'Page Builder',
  upcoming:
    'Design page {id} from modules (add, reorder, configure, preview and publish) once the builder capability arrives.',
} satisfies Messages;
