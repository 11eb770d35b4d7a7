/** Saves a Blob as a file through a temporary link (CSV and XLSX exports, sample files). */
export function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // revoke after the click has been handed to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** `name-2026-11-26`: an export's file name with today's date (local), so repeated exports do not clash. */
export function datedFileName(name: string, date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
