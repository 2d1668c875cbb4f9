// Chinese written in traditional characters (Taiwan, Hong Kong: zh-TW, zh-Hant) says the same as
// simplified Chinese: "關掉客廳的燈" is "关掉客厅的灯". Requests and utterances in Chinese are
// compared in simplified characters, one character for one (offsets stay as spoken: a free-text
// value keeps the characters said, an enum value is returned as listed). Only Chinese: Japanese
// writes some of these characters itself, with meanings of its own (後, 発).
//
// The table holds the traditional characters of everyday commands — home, media, timers, lists,
// messages, weather, places, numbers — not the whole script: a character it lacks is compared
// as written.

const TRADITIONAL = '乾來個們傳價億儲兒內兩冊別刪劇動務區員問啟單嗎國園圖報場壺夠夢娛媽學實寫將專尋對導屜層島師帳幣幫幾庫廁廚廣廳張後從愛態憶應戲戶掃掛換撥擇數斷時暫書會東條業樂樓標機檔櫃櫥歡歲歷歸氣沒況涼淨測溫漢濕灣為無熱燈爐狀現環產畫發盤確碼筆節簡簾籤紀約紅紙組絡給綠網線縣總繫繼續習聞聯聲聽腦臥臺與華萬藍藥蘋處號螢衛裏裡製複見視親觀訂計訊記設訴試話該認語誤說誰課調請講謝證議護讀變讓讚貨買費貼賣購車較載輕輪輯轉辦這進遊運過達遞遠選還邊郵鄉醫醬鈴錄錢錯錶鍋鍵鍾鎖鎮鐘鐵長門閉開間關陰陽隊際隨隻雙雞離雲電靜響頂順預頭頻題顏類顯風飛飯飲餘館駛驗體鬆鬧魚鹽麵麼黃點';
const SIMPLIFIED = '干来个们传价亿储儿内两册别删剧动务区员问启单吗国园图报场壶够梦娱妈学实写将专寻对导屉层岛师账币帮几库厕厨广厅张后从爱态忆应戏户扫挂换拨择数断时暂书会东条业乐楼标机档柜橱欢岁历归气没况凉净测温汉湿湾为无热灯炉状现环产画发盘确码笔节简帘签纪约红纸组络给绿网线县总系继续习闻联声听脑卧台与华万蓝药苹处号萤卫里里制复见视亲观订计讯记设诉试话该认语误说谁课调请讲谢证议护读变让赞货买费贴卖购车较载轻轮辑转办这进游运过达递远选还边邮乡医酱铃录钱错表锅键钟锁镇钟铁长门闭开间关阴阳队际随只双鸡离云电静响顶顺预头频题颜类显风飞饭饮余馆驶验体松闹鱼盐面么黄点';

const SIMPLE: ReadonlyMap<string, string> = new Map([...TRADITIONAL].map((c, k) => [c, SIMPLIFIED[k]!]));

/** `text` with its traditional characters in simplified form, or `text` itself when it has none. */
export function toSimplified(text: string): string {
  let out: string[] | null = null;
  for (let k = 0; k < text.length; k++) {
    const simple = SIMPLE.get(text[k]!);
    if (simple === undefined) continue;
    out ??= text.split('');
    out[k] = simple;
  }
  return out === null ? text : out.join('');
}
