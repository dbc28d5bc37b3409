"""Runs a command with its stderr (and stdout) on a pseudo-terminal and
prints what it wrote, the terminal's controls made visible: `<CR>` for a
carriage return, `<EL>` for erase-line (ESC [K)."""
import os
import pty
import sys

pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
chunks = []
while True:
    try:
        data = os.read(fd, 4096)
    except OSError:
        break
    if not data:
        break
    chunks.append(data)
_, status = os.waitpid(pid, 0)
text = b"".join(chunks).decode("utf-8", "replace")
text = text.replace("\r\n", "\n").replace("\r", "<CR>").replace("\x1b[K", "<EL>")
sys.stdout.write(text)
sys.exit(os.waitstatus_to_exitcode(status))
