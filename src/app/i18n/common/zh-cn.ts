import type { CommonKey } from './en.ts';

/** Strings of the island app shared by every screen (简体中文). */
const zhCn = {
  'app.loading': '加载中…',
  'app.skipToContent': '跳到主要内容',
  'app.home': '首页',
  'app.console': '控制台',
  'app.pageCenter': '页面中心',
  'app.domainCenter': '域名中心',
  'app.memberCenter': '会员中心',
  'app.pageBuilder': '页面设计',
  'app.mainNavigation': '主导航',

  'lang.switchTo': '切换语言为 {language}',
  'lang.name.zh-cn': '简体中文',
  'lang.name.en': 'English',

  'theme.dark': '暗黑模式',

  'menu.open': '打开菜单',
  'menu.close': '关闭菜单',
  'menu.label': '会员中心菜单',
  'menu.unknownType': '导航失败，菜单类型无法识别！',
  'menu.newWindow': '（在新窗口打开）',
  'menu.empty': '暂无菜单。',
  'memberCenter.closed': '会员中心暂未开放。',

  'user.guest': '游客',
  'user.logout': '退出登录',
  'user.account': '账户',

  'notFound.title': '页面不存在',
  'notFound.path': '页面不存在：{path}',
  'notFound.sorry': '非常抱歉',
  'notFound.inaccessible': '您访问的页面无法访问',
  'notFound.backHome': '返回首页',

  'chunk.failed': '加载页面数据失败，请检查网络后重试。',
  'chunk.retry': '重试',

  'update.available': '网站有新版本可用。',
  'update.reload': '刷新',
  'update.dismiss': '稍后',

  'guard.leave': '您有未保存的修改，确定离开此页面吗？',

  'toast.buyPlan': '购买套餐',
  'toast.close': '关闭消息',
  'toast.copy': '复制链接',
  'toast.copied': '已复制',
  'toast.copyFailed': '复制失败',
  'toast.region': '通知',

  'api.302': '接口重定向了！',
  'api.400': '参数不正确！',
  'api.401': '您没有权限操作！',
  'api.404': '请求地址出错：{url}',
  'api.408': '请求超时！',
  'api.409': '系统已存在相同数据！',
  'api.500': '服务器内部错误！',
  'api.501': '服务未实现！',
  'api.502': '网关错误！',
  'api.503': '服务不可用！',
  'api.504': '服务暂时无法访问，请稍后再试！',
  'api.505': 'HTTP 版本不受支持！',
  'api.other': '异常问题，请联系网站管理员！',
  'api.timeout': '网络请求超时！',
  'api.serverException': '服务端异常！',
  'api.offline': '您断网了！',
  'api.success': '操作成功',
} as const satisfies Record<CommonKey, string>;

export default zhCn;
