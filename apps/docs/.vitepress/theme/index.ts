import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import CatalogIndex from './components/CatalogIndex.vue';
import LifecycleDiagram from './components/LifecycleDiagram.vue';
import PlaygroundApp from './components/PlaygroundApp.vue';
import './style.css';

/** The default theme plus the catalog, lifecycle and playground components. */
const theme: Theme = {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('CatalogIndex', CatalogIndex);
    app.component('LifecycleDiagram', LifecycleDiagram);
    app.component('PlaygroundApp', PlaygroundApp);
  },
};

export default theme;
