// privacy-guard console: copy button, select all/none, confirmations, live logs. No framework, no inline code (CSP).
'use strict'

document.addEventListener('click', function (event) {
  const copy = event.target.closest('[data-copy]')
  if (copy) {
    const source = document.getElementById(copy.dataset.copy)
    const text = source ? source.textContent : ''
    const done = function () { copy.textContent = 'Copied'; setTimeout(function () { copy.textContent = 'Copy' }, 2000) }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { selectText(source) })
    } else {
      selectText(source)
      try { if (document.execCommand('copy')) done() } catch (e) {}
    }
    return
  }
  const select = event.target.closest('[data-select]')
  if (select) {
    const picker = select.closest('.picker')
    picker.querySelectorAll('input[type=checkbox]').forEach(function (box) { box.checked = select.dataset.select === 'all' })
  }
})

function selectText (element) {
  if (!element) return
  const range = document.createRange()
  range.selectNodeContents(element)
  const selection = window.getSelection()
  selection.removeAllRanges()
  selection.addRange(range)
}

document.addEventListener('submit', function (event) {
  const message = event.target.dataset.confirm
  if (message && !window.confirm(message)) event.preventDefault()
})

// Logs page: poll /ui/logs/tail for lines after the last one shown.
const serviceLog = document.getElementById('service-log')
if (serviceLog) {
  const state = document.getElementById('live-state')
  const MAX_LINES = 500
  let last = Number(serviceLog.dataset.last) || 0
  let timer = null

  const atBottom = function (element) { return element.scrollHeight - element.scrollTop - element.clientHeight < 24 }
  const scrollDown = function (element) { element.scrollTop = element.scrollHeight }
  scrollDown(serviceLog)
  document.querySelectorAll('[data-proxy-log]').forEach(scrollDown)

  const row = function (line) {
    const div = document.createElement('div')
    div.className = 'line lvl-' + line.level
    const parts = [['t', line.time], ['l', line.level], ['m', line.text]]
    parts.forEach(function (part) {
      const span = document.createElement('span')
      span.className = part[0]
      span.textContent = part[1]
      div.appendChild(span)
    })
    return div
  }

  const poll = async function () {
    try {
      const response = await fetch('/ui/logs/tail?after=' + last, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      if (response.status === 401 || response.status === 403) {
        state.textContent = 'Session ended: log in again'
        state.className = 'live off'
        return
      }
      if (!response.ok) throw new Error(String(response.status))
      const data = await response.json()
      const follow = atBottom(serviceLog)
      data.lines.forEach(function (line) {
        serviceLog.appendChild(row(line))
        last = line.seq
      })
      while (serviceLog.childElementCount > MAX_LINES) serviceLog.removeChild(serviceLog.firstElementChild)
      if (data.lines.length > 0 && follow) scrollDown(serviceLog)
      data.proxies.forEach(function (proxy) {
        const pre = document.querySelector('[data-proxy-log="' + proxy.port + '"]')
        if (!pre) return
        const text = proxy.lines.join('\n') + (proxy.lines.length ? '\n' : '')
        if (pre.textContent !== text) {
          const followProxy = atBottom(pre)
          pre.textContent = text
          if (followProxy) scrollDown(pre)
        }
      })
      state.textContent = 'Live · updated ' + new Date().toLocaleTimeString()
      state.className = 'live'
    } catch (error) {
      state.textContent = 'Offline: retrying'
      state.className = 'live off'
    }
    timer = setTimeout(poll, 2000)
  }
  timer = setTimeout(poll, 1000)
  window.addEventListener('pagehide', function () { clearTimeout(timer) })
}
