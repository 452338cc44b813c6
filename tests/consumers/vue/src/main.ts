import { createApp } from 'vue';
import '@mf/web-components/mf-news-archive';
import App from './App.vue';

createApp(App).mount('#app');
