// The sandbox page: draws what one person sees (GET /api/state), redraws when the local
// Discord changes (server-sent events), and acts as that person (POST /api/...).
"use strict";

const params = new URLSearchParams(location.search);
const ui = {
  me: params.get("as") || localStorage.getItem("tabula-sandbox-as") || "Alice",
  channel: params.get("channel") || "",
  data: null,
  command: null, // the chosen command: {path, options}
  suggestion: 0,
  failed: new Map(), // message id -> why the last action on it failed
  dismissed: new Set(), // ephemeral messages this page hid
  fetching: false,
  again: false,
  followUp: false, // scroll to the newest message at the next drawing
};
const $ = (id) => document.getElementById(id);
const AVATAR_COLOURS = ["#5865f2", "#3ba55c", "#faa61a", "#ed4245", "#eb459e", "#747f8d"];

// ------------------------------------------------------------------ fetching

async function refresh() {
  if (ui.fetching) { ui.again = true; return; }
  ui.fetching = true;
  try {
    do {
      ui.again = false;
      const asked = { as: ui.me, channel: ui.channel };
      const answer = await fetch(`/api/state?${new URLSearchParams(asked)}`);
      const data = answer.ok ? await answer.json() : null;
      // a click on another channel or person while this was on its way (its headers or its
      // body) makes the answer stale: drawing it would put the page back where it was, so ask
      // again instead
      if (ui.me !== asked.as || ui.channel !== asked.channel) { ui.again = true; continue; }
      if (data !== null) { ui.data = data; render(); }
    } while (ui.again);
  } finally {
    ui.fetching = false;
  }
}

// A browser keeps at most 6 connections open to one host, and an event stream holds one for
// as long as its page is open: with a stream per tab, the 6th tab's own questions never went
// out. So this browser's tabs share one stream: the tab holding the lock (for its whole life:
// the lock is let go when it closes, and another tab's waiting request takes over) listens and
// tells the others on a BroadcastChannel.
const STREAM = "tabula-sandbox-events";

function listen() {
  if (!navigator.locks || typeof BroadcastChannel === "undefined") { stream(() => {}); return; }
  const others = new BroadcastChannel(STREAM);
  others.onmessage = () => refresh();
  navigator.locks.request(STREAM, () => new Promise(() => {
    document.body.dataset.streamLeader = "yes";
    stream((news) => others.postMessage(news));
  }));
}

function stream(tell) {
  const events = new EventSource("/api/events");
  events.onmessage = (event) => { tell(event.data); refresh(); };
  // EventSource reconnects by itself; a fresh state covers whatever was missed meanwhile (by
  // the other tabs too, when this one has just taken over the stream)
  events.onopen = () => { tell("open"); refresh(); };
}

async function post(path, body) {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ as: ui.me, ...body }),
  });
  const result = await answer.json().catch(() => ({ error: `HTTP ${answer.status}` }));
  return result.error || null;
}

// ------------------------------------------------------------------ drawing

function render() {
  const data = ui.data;
  ui.channel = data.channel;
  document.body.dataset.me = data.me;
  document.body.dataset.version = data.version;
  $("guild-name").textContent = data.guild;
  $("dm-bot").textContent = data.bot;
  renderSwitcher(data);
  renderChannels(data);
  const shown = data.channels.find((c) => c.id === data.channel);
  $("channel-name").textContent = shown ? shown.name : "";
  $("start-activity").hidden = !data.activity;
  renderWarnings(data.warnings, data.bot_errors);
  renderMessages($("messages"), data.messages, "No messages here yet. Type / to run a command.");
  renderMessages($("dms"), data.dms, `${data.me} has no direct messages from ${data.bot}.`);
  markUnreadDms(data);
  renderModal(data.modal);
  ui.followUp = false;
}

function renderSwitcher(data) {
  const switcher = $("user-switcher");
  if (switcher.options.length !== data.people.length) {
    switcher.replaceChildren(...data.people.map((name) => new Option(name, name)));
  }
  switcher.value = data.me;
  $("dms-open").checked = data.dms_open;
}

function renderChannels(data) {
  // drawn again only when it changed, so that a click on a channel is never lost
  const key = JSON.stringify([data.channels, ui.channel]);
  if ($("channels").dataset.key === key) return;
  $("channels").dataset.key = key;
  const items = [];
  const tops = data.channels.filter((c) => !c.parent);
  for (const top of tops) {
    items.push(channelItem(top, false));
    for (const thread of data.channels.filter((c) => c.parent === top.id)) {
      items.push(channelItem(thread, true));
    }
  }
  $("channels").replaceChildren(...items);
}

function channelItem(channel, isThread) {
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.className = "channel" + (isThread ? " thread" : "") + (channel.id === ui.channel ? " active" : "");
  a.dataset.channelId = channel.id;
  a.dataset.channelName = channel.name;
  a.innerHTML = `<span class="hash">${isThread ? "↳" : "#"}</span>`;
  a.append(channel.name);
  // another channel opens at its newest message
  a.onclick = () => { ui.channel = channel.id; ui.followUp = true; openPane(""); refresh(); };
  li.append(a);
  return li;
}

function renderWarnings(warnings, botErrors) {
  const box = $("warnings");
  box.hidden = warnings.length === 0 && botErrors.length === 0;
  box.replaceChildren();
  const section = (heading, lines) => {
    if (!lines.length) return;
    const title = document.createElement("div");
    title.innerHTML = heading;
    const list = document.createElement("ul");
    for (const line of lines) {
      const li = document.createElement("li");
      li.textContent = line;
      list.append(li);
    }
    box.append(title, list);
  };
  section("<strong>⚠ The bot broke Discord's rules.</strong> Discord would have refused this:", warnings);
  section("<strong>⚠ The bot logged errors</strong> (its log has the tracebacks):", botErrors);
}

// A message list follows its newest message, as Discord's does, until the person scrolls up
// to read; scrolling back down follows again. Whether it follows is kept from their own
// scrolling rather than measured when the list is redrawn: by then the list may have grown
// under them (an image that loaded, a message edited longer).
function follows(box) {
  if (!box.dataset.follows) {
    box.dataset.follows = "yes";
    box.addEventListener("scroll", () => {
      const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
      box.dataset.follows = atBottom ? "yes" : "no";
    });
  }
  return box.dataset.follows === "yes";
}

function toBottom(box) {
  box.dataset.follows = "yes";
  box.scrollTop = box.scrollHeight;
}

function renderMessages(box, messages, emptyText) {
  // after this person acted, what answers them is at the bottom: show it
  const follow = follows(box) || ui.followUp;
  const shown = messages.filter((m) => !ui.dismissed.has(m.id));
  if (!shown.length) {
    box.innerHTML = `<div class="empty"></div>`;
    box.firstChild.textContent = emptyText;
    return;
  }
  box.replaceChildren(...shown.map((m) => messageNode(box, m)));
  const ids = new Set(shown.map((m) => m.id));
  for (const id of drawnMessages.get(box.id).keys()) {
    if (!ids.has(id)) drawnMessages.get(box.id).delete(id);
  }
  if (!follow) return;
  toBottom(box);
  // an image whose size was not known grows the list when it loads
  for (const img of box.querySelectorAll("img")) {
    if (!img.complete) img.addEventListener("load", () => { if (follows(box)) toBottom(box); });
  }
}

// Each list's messages as last drawn, by id, with what they were drawn from. A redraw keeps
// the element of a message that did not change: a person's click on it (or a menu they
// opened) is not lost when something else changes meanwhile, as it often does while the
// computer plays.
const drawnMessages = new Map(); // list id -> Map(message id -> {key, el})

function messageNode(box, m) {
  if (!drawnMessages.has(box.id)) drawnMessages.set(box.id, new Map());
  const drawn = drawnMessages.get(box.id);
  const key = `${ui.me}\n${ui.failed.get(m.id) || ""}\n${JSON.stringify(m)}`;
  const before = drawn.get(m.id);
  if (before && before.key === key) return before.el;
  const el = messageElement(m);
  drawn.set(m.id, { key, el });
  return el;
}

// after acting on a message it is drawn afresh (its control is no longer busy), changed or not
function redraw(messageId) {
  for (const drawn of drawnMessages.values()) drawn.delete(messageId);
}

function messageElement(m) {
  const el = document.createElement("div");
  el.className = "message" + (m.ephemeral ? " ephemeral" : "");
  el.dataset.messageId = m.id;
  const meId = Object.keys(ui.data.names).find((id) => ui.data.names[id] === ui.data.me);
  if (meId && m.content.includes(`<@${meId}>`)) el.classList.add("pinged");
  const avatar = document.createElement("div");
  avatar.className = "avatar";
  avatar.textContent = m.author.slice(0, 1).toUpperCase();
  avatar.style.background = AVATAR_COLOURS[m.author.length % AVATAR_COLOURS.length];
  const body = document.createElement("div");
  body.className = "body";
  const head = document.createElement("div");
  head.className = "head";
  head.innerHTML = `<span class="author"></span>${m.bot ? '<span class="bot-tag">App</span>' : ""}` +
    `<span class="time">${formatTime(m.timestamp)}</span>` +
    (m.edited ? '<span class="edited">(edited)</span>' : "");
  head.firstChild.textContent = m.author;
  body.append(head);
  if (m.loading) {
    const thinking = document.createElement("div");
    thinking.className = "thinking";
    thinking.textContent = `${m.author} is thinking…`;
    body.append(thinking);
  }
  if (m.content) body.append(markdownBlock("content", m.content));
  for (const embed of m.embeds) body.append(embedElement(embed));
  for (const file of m.attachments) body.append(attachmentElement(file));
  if (m.components.length) body.append(componentsElement(m));
  if (ui.failed.has(m.id)) {
    const failed = document.createElement("div");
    failed.className = "failed";
    failed.textContent = ui.failed.get(m.id);
    body.append(failed);
  }
  if (m.ephemeral) {
    const note = document.createElement("div");
    note.className = "ephemeral-note";
    note.innerHTML = '👁 Only you can see this · <button type="button">Dismiss message</button>';
    note.querySelector("button").onclick = () => { ui.dismissed.add(m.id); render(); };
    body.append(note);
  }
  el.append(avatar, body);
  return el;
}

function embedElement(embed) {
  const el = document.createElement("div");
  el.className = "embed";
  if (embed.color !== undefined && embed.color !== null) {
    el.style.borderLeftColor = "#" + Number(embed.color).toString(16).padStart(6, "0");
  }
  if (embed.thumbnail && embed.thumbnail.url) el.append(imageElement(embed.thumbnail, "embed-thumbnail", ""));
  if (embed.author && embed.author.name) el.append(textElement("embed-author", embed.author.name));
  if (embed.title) {
    const title = markdownBlock("embed-title", embed.title);
    el.append(title);
  }
  if (embed.description) el.append(markdownBlock("embed-description", embed.description));
  if (embed.fields && embed.fields.length) {
    const fields = document.createElement("div");
    fields.className = "embed-fields";
    for (const f of embed.fields) {
      const field = document.createElement("div");
      field.className = "embed-field" + (f.inline ? " inline" : "");
      field.append(markdownBlock("embed-field-name", f.name), markdownBlock("embed-field-value", f.value));
      fields.append(field);
    }
    el.append(fields);
  }
  if (embed.image && embed.image.url) el.append(imageElement(embed.image, "embed-image", embed.title || ""));
  const footer = [embed.footer && embed.footer.text, embed.timestamp && formatTime(embed.timestamp)].filter(Boolean);
  if (footer.length) el.append(textElement("embed-footer", footer.join(" • ")));
  return el;
}

function attachmentElement(file) {
  if (file.image) return imageElement(file, "attachment-image", file.description);
  const a = document.createElement("a");
  a.className = "attachment-file";
  a.href = file.url;
  a.download = file.filename;
  a.textContent = `📎 ${file.filename}`;
  return a;
}

// `image`: its url, and its width and height when known, so that its room is kept before it
// loads (the stylesheet scales it down to fit, keeping its shape)
function imageElement(image, className, description) {
  const url = image.url;
  const img = document.createElement("img");
  img.className = className;
  if (image.width && image.height) { img.width = image.width; img.height = image.height; }
  img.src = url;
  img.alt = description || "";
  img.title = description || "Click to enlarge";
  img.onclick = () => { $("lightbox-image").src = url; $("lightbox-image").alt = img.alt; $("lightbox").hidden = false; };
  return img;
}

function textElement(className, text) {
  const el = document.createElement("div");
  el.className = className;
  el.textContent = text;
  return el;
}

// ------------------------------------------------------------------ narrow screens

// Under a phone's width the side panes fold away (app.css) and open over the chat, one at a
// time, from the chat's header: "channels", "dms", or "" for none.
function openPane(name) {
  document.body.dataset.pane = name;
  $("open-channels").setAttribute("aria-expanded", String(name === "channels"));
  $("open-dms").setAttribute("aria-expanded", String(name === "dms"));
  if (name === "dms") markUnreadDms(ui.data);
}

// the DMs button says when a DM came (or changed: the bot edits its DMs in place) that the
// folded pane hides; what a person had when the page switched to them counts as seen
function markUnreadDms(data) {
  if (!data) return;
  const newest = JSON.stringify(data.dms.length ? data.dms[data.dms.length - 1] : null);
  const folded = getComputedStyle($("dm-pane")).display === "none";
  if (!folded || !ui.dmsSeen || ui.dmsSeen.me !== data.me) ui.dmsSeen = { me: data.me, newest };
  $("open-dms").classList.toggle("unread", ui.dmsSeen.newest !== newest);
}

$("open-channels").onclick = () => openPane(document.body.dataset.pane === "channels" ? "" : "channels");
$("open-dms").onclick = () => openPane(document.body.dataset.pane === "dms" ? "" : "dms");
for (const close of document.querySelectorAll(".pane-close")) close.onclick = () => openPane("");
$("backdrop").onclick = () => openPane("");
$("start-activity").onclick = () => {
  // the Activity plays as whoever the page plays as now, in the channel shown
  startActivity(ui.channel, ui.me).catch((error) => {
    stopActivity();
    $("composer-error").textContent = `The Activity did not start: ${error.message || error}`;
  });
};
$("stop-activity").onclick = () => stopActivity();
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && document.body.dataset.pane) openPane("");
});

// ------------------------------------------------------------------ components

function componentsElement(m) {
  const box = document.createElement("div");
  box.className = "components";
  for (const row of m.components) {
    const rowEl = document.createElement("div");
    rowEl.className = "row";
    for (const item of row.type === 1 ? row.components : [row]) {
      const el = componentElement(m, item);
      if (el) rowEl.append(el);
    }
    box.append(rowEl);
  }
  return box;
}

function componentElement(m, item) {
  if (item.type === 2) return buttonElement(m, item);
  if (item.type === 3) return selectElement(m, item, item.options || []);
  if ([5, 6, 7, 8].includes(item.type)) {
    // user, role, mentionable and channel menus: the server's members and channels
    const people = ui.data.people.map((name) => ({ label: name, value: name }));
    const channels = ui.data.channels.map((c) => ({ label: `#${c.name}`, value: c.id }));
    return selectElement(m, item, item.type === 8 ? channels : people);
  }
  return null;
}

function buttonElement(m, item) {
  const label = (item.emoji && item.emoji.name ? item.emoji.name + " " : "") + (item.label || "");
  if (item.style === 5 || item.url) {
    const a = document.createElement("a");
    a.className = "btn style-5";
    a.href = item.url;
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = label + " ↗";
    return a;
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = `btn style-${item.style || 2}`;
  button.textContent = label;
  button.disabled = Boolean(item.disabled);
  button.dataset.customId = item.custom_id;
  button.onclick = () => act(m, button, "/api/click", { custom_id: item.custom_id });
  return button;
}

function selectElement(m, item, options) {
  const wrap = document.createElement("div");
  wrap.className = "row";
  const select = document.createElement("select");
  select.className = "select";
  select.dataset.customId = item.custom_id;
  select.disabled = Boolean(item.disabled);
  const many = (item.max_values || 1) > 1;
  select.multiple = many;
  if (!many) {
    const placeholder = new Option(item.placeholder || "Make a selection", "");
    placeholder.disabled = true;
    placeholder.selected = true;
    select.append(placeholder);
  }
  for (const option of options) {
    const text = option.label + (option.description ? ` — ${option.description}` : "");
    // the options the bot marks as chosen show as chosen, as in Discord's menu
    select.append(new Option(text, option.value, false, Boolean(option.default)));
  }
  const send = () => {
    const values = [...select.selectedOptions].map((o) => o.value).filter((v) => v !== "");
    if (values.length) act(m, select, "/api/select", { custom_id: item.custom_id, values });
  };
  wrap.append(select);
  if (many) {
    const choose = document.createElement("button");
    choose.type = "button";
    choose.className = "btn style-1";
    choose.textContent = "Choose";
    choose.onclick = send;
    wrap.append(choose);
  } else {
    select.onchange = send;
  }
  return wrap;
}

async function act(m, control, path, body) {
  control.classList.add("busy");
  control.disabled = true;
  ui.failed.delete(m.id);
  const error = await post(path, { message_id: m.id, ...body });
  if (error) ui.failed.set(m.id, `This interaction failed: ${error}`);
  redraw(m.id);
  ui.followUp = true;
  refresh();
}

// ------------------------------------------------------------------ modal

function renderModal(modal) {
  const box = $("modal");
  if (!modal) { box.hidden = true; box.dataset.customId = ""; return; }
  if (box.dataset.customId === modal.custom_id && !box.hidden) return; // keep what is typed
  box.dataset.customId = modal.custom_id;
  $("modal-title").textContent = modal.title || "";
  $("modal-error").textContent = "";
  const fields = [];
  const inputs = [];
  const collect = (node, label) => {
    if (node.type === 1) node.components.forEach((c) => collect(c, label));
    else if (node.type === 18) collect(node.component, node.label);
    else if (node.type === 4) inputs.push({ ...node, label: node.label || label });
  };
  (modal.components || []).forEach((c) => collect(c, ""));
  for (const input of inputs) {
    const label = document.createElement("label");
    label.textContent = input.label || input.custom_id;
    const field = document.createElement(input.style === 2 ? "textarea" : "input");
    field.name = input.custom_id;
    field.placeholder = input.placeholder || "";
    field.value = input.value || "";
    field.required = input.required !== false;
    if (input.max_length) field.maxLength = input.max_length;
    if (input.min_length) field.minLength = input.min_length;
    label.append(field);
    fields.push(label);
  }
  $("modal-fields").replaceChildren(...fields);
  box.hidden = false;
}

$("modal-form").onsubmit = async (event) => {
  event.preventDefault();
  const values = {};
  for (const field of $("modal-fields").querySelectorAll("input, textarea")) values[field.name] = field.value;
  const error = await post("/api/modal", { values });
  $("modal-error").textContent = error || "";
  if (!error) { $("modal").hidden = true; refresh(); }
};
$("modal-cancel").onclick = async () => { $("modal").hidden = true; await post("/api/modal/close", {}); };
$("lightbox").onclick = () => { $("lightbox").hidden = true; };

// ------------------------------------------------------------------ slash commands

function commandPaths() {
  // "group sub" paths of chat-input commands, with the options of their leaf
  const out = [];
  const walk = (node, path) => {
    const subs = (node.options || []).filter((o) => o.type === 1 || o.type === 2);
    if (!subs.length) {
      out.push({ path: path.join(" "), description: node.description || "", options: node.options || [] });
    }
    for (const sub of subs) walk(sub, [...path, sub.name]);
  };
  for (const command of (ui.data ? ui.data.commands : [])) {
    if ((command.type || 1) === 1) walk(command, [command.name]);
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

function typedPath() {
  return $("command").value.replace(/^\//, "").trim().split(/\s+/).filter((w) => !w.includes(":")).join(" ");
}

function showSuggestions() {
  const text = $("command").value;
  const list = $("suggestions");
  if (!text.startsWith("/") || (ui.command && typedPath() === ui.command.path)) {
    list.hidden = true;
    return;
  }
  const wanted = text.slice(1).trim().toLowerCase();
  const matches = commandPaths().filter((c) => c.path.startsWith(wanted) || wanted.startsWith(c.path + " "));
  ui.suggestion = Math.min(ui.suggestion, Math.max(matches.length - 1, 0));
  list.replaceChildren(...matches.slice(0, 30).map((c, i) => {
    const li = document.createElement("li");
    li.dataset.command = c.path;
    li.className = i === ui.suggestion ? "active" : "";
    li.innerHTML = `<span class="suggestion-name"></span><span class="suggestion-description"></span>`;
    li.firstChild.textContent = "/" + c.path;
    li.lastChild.textContent = c.description;
    li.onmousedown = (event) => { event.preventDefault(); chooseCommand(c); };
    return li;
  }));
  list.hidden = matches.length === 0;
}

function chooseCommand(command) {
  ui.command = command;
  $("command").value = `/${command.path} `;
  $("suggestions").hidden = true;
  const fields = command.options.map((option) => {
    const label = document.createElement("label");
    label.className = "option";
    const name = document.createElement("span");
    name.textContent = option.name;
    name.title = option.description || "";
    if (option.required) name.className = "required";
    let field;
    const choices = option.choices
      || (option.type === 5 ? [{ name: "True", value: "true" }, { name: "False", value: "false" }] : null)
      || (option.type === 6 ? ui.data.people.map((p) => ({ name: p, value: p })) : null)
      || (option.type === 7 ? ui.data.channels.map((c) => ({ name: `#${c.name}`, value: c.id })) : null);
    if (choices) {
      field = document.createElement("select");
      field.append(new Option("", ""));
      for (const choice of choices) field.append(new Option(choice.name, String(choice.value)));
    } else {
      field = document.createElement("input");
      field.type = option.type === 4 || option.type === 10 ? "number" : "text";
      if (option.min_value !== undefined) field.min = option.min_value;
      if (option.max_value !== undefined) field.max = option.max_value;
    }
    field.name = option.name;
    field.dataset.option = option.name;
    label.append(name, field);
    return label;
  });
  $("options").replaceChildren(...fields);
  $("options").hidden = fields.length === 0;
  $("command").focus();
}

async function sendCommand() {
  const path = typedPath();
  const command = commandPaths().find((c) => c.path === path);
  if (!command) { $("composer-error").textContent = `/${path} is not one of ${ui.data.bot}'s commands`; return; }
  const options = {};
  for (const field of $("options").querySelectorAll("[data-option]")) {
    if (field.value !== "") options[field.name] = field.value;
  }
  // "name:value" typed after the command counts too, as in Discord's box
  for (const word of $("command").value.split(/\s+/)) {
    const at = word.indexOf(":");
    if (at > 0) options[word.slice(0, at)] = word.slice(at + 1);
  }
  $("composer-error").textContent = "";
  $("send").disabled = true;
  const error = await post("/api/slash", { command: command.path, channel_id: ui.channel, options });
  $("send").disabled = false;
  if (error) { $("composer-error").textContent = error; return; }
  $("command").value = "";
  ui.command = null;
  ui.followUp = true;
  $("options").hidden = true;
  $("options").replaceChildren();
  refresh();
}

$("command").addEventListener("input", () => {
  if (ui.command && typedPath() !== ui.command.path) {
    ui.command = null;
    $("options").hidden = true;
  }
  showSuggestions();
});
$("command").addEventListener("keydown", (event) => {
  const list = $("suggestions");
  const items = [...list.children];
  if (list.hidden || !items.length) return;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    ui.suggestion = (ui.suggestion + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    showSuggestions();
  } else if (event.key === "Enter" || event.key === "Tab") {
    event.preventDefault();
    const chosen = commandPaths().find((c) => c.path === items[ui.suggestion].dataset.command);
    if (chosen) chooseCommand(chosen);
  } else if (event.key === "Escape") {
    list.hidden = true;
  }
});
$("composer").onsubmit = (event) => { event.preventDefault(); sendCommand(); };

$("dms-open").onchange = async () => {
  await post("/api/dms", { open: $("dms-open").checked });
  refresh();
};
$("user-switcher").onchange = () => {
  ui.me = $("user-switcher").value;
  localStorage.setItem("tabula-sandbox-as", ui.me);
  ui.failed.clear();
  ui.followUp = true; // another person's view opens at its newest message
  refresh();
};

// ------------------------------------------------------------------ text

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function markdownBlock(className, text) {
  const el = document.createElement("div");
  el.className = className;
  el.innerHTML = markdown(String(text));
  return el;
}

function markdown(text) {
  const blocks = [];
  let html = escapeHtml(text).replace(/```(?:\w+\n)?([\s\S]*?)```/g, (_, code) => {
    blocks.push(`<pre>${code}</pre>`);
    return `\u0000${blocks.length - 1}\u0000`;
  });
  html = html.split("\n").map((line) => {
    if (line.startsWith("-# ")) return `<span class="subtext">${line.slice(3)}</span>`;
    if (line.startsWith("### ")) return `<h3>${line.slice(4)}</h3>`;
    if (line.startsWith("## ")) return `<h2>${line.slice(3)}</h2>`;
    if (line.startsWith("# ")) return `<h1>${line.slice(2)}</h1>`;
    if (line.startsWith("&gt; ")) return `<blockquote>${line.slice(5)}</blockquote>`;
    return line;
  }).join("\n");
  html = html
    .replace(/`([^`\n]+)`/g, "<code>$1</code>")
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/(^|[^*\w])\*([^*\n]+)\*/g, "$1<em>$2</em>")
    .replace(/(^|[^_\w])_([^_\n]+)_(?!\w)/g, "$1<em>$2</em>")
    .replace(/~~(.+?)~~/g, "<s>$1</s>")
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>')
    // a link to a channel of this server opens it here, as Discord's client does
    .replace(/(^|[\s(])https:\/\/discord\.com\/channels\/\d+\/(\d+)(?:\/\d+)?/g, (_, before, id) => before + channelMention(id))
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(ui.data.names[id] || "unknown user")}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => channelMention(id))
    .replace(/&lt;t:(\d+)(?::([tTdDfFR]))?&gt;/g, (_, seconds, style) => timestamp(Number(seconds), style));
  html = html.replace(/\n(?!<\/?(h\d|blockquote|pre))/g, "<br>");
  return html.replace(/\u0000(\d+)\u0000/g, (_, i) => blocks[Number(i)]);
}

function channelMention(id) {
  const channel = ui.data.channels.find((c) => c.id === id);
  const name = escapeHtml(channel ? channel.name : "unknown channel");
  return `<a class="mention" href="#" onclick="ui.channel='${id}';ui.followUp=true;refresh();return false">#${name}</a>`;
}

function timestamp(seconds, style) {
  const date = new Date(seconds * 1000);
  if (style === "R") {
    const minutes = Math.round((date - Date.now()) / 60000);
    const plural = (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;
    const words = Math.abs(minutes) < 60 ? plural(Math.abs(minutes), "minute")
      : Math.abs(minutes) < 2880 ? plural(Math.round(Math.abs(minutes) / 60), "hour")
      : plural(Math.round(Math.abs(minutes) / 1440), "day");
    return `<span class="mention">${minutes >= 0 ? "in " + words : words + " ago"}</span>`;
  }
  if (style === "t") return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  if (style === "d") return date.toLocaleDateString();
  return date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

function formatTime(iso) {
  const date = new Date(iso);
  return isNaN(date) ? "" : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

listen();
refresh();
