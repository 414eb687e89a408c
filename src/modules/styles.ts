/**
 * Every module's stylesheet, imported once by the render registry (registry.ts): the builder, the
 * preview and the published page's stylesheet get them from there. Render components import no
 * CSS themselves: as published pages' islands they are client entry points, and a CSS chunk split
 * off an island is not emitted by the build, which broke the scripts that share their chunks.
 * Swiper's styles belong here too (the static markup uses them before swiper starts).
 */
import '#modules/chat-widget/chat-widget.css';
import '#modules/communication-tool/communication-tool.css';
import '#modules/divider/divider.css';
import '#modules/shared/animations.css';
import '#modules/link-button/link-button.css';
import '#modules/picture-cube/picture-cube.css';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/effect-cards';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-fade';
import '#modules/picture-swiper/picture-swiper.css';
import '#modules/question-answer/question-answer.css';
import '#modules/rich-text/rich-text.css';
import '#modules/social/social.css';
import '#modules/title-text/title-text.css';
import '#modules/video/video.css';
