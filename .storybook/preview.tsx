import type { Preview } from '@storybook/react-vite';
import '#ui/styles/base.css';
import { STORY_LANGUAGES } from '../stories/support/languages';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: { title: 'Idioma', icon: 'globe', items: [...STORY_LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'es-CL' },
  parameters: { layout: 'fullscreen' },
};

export default preview;
