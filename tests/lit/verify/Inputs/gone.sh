#!/bin/sh
# gone.sh PIDFILE: succeeds when the process whose id PIDFILE holds has ended
# (gone, or a zombie nobody reaped yet), within 5 seconds.
Pid=$(cat "$1") || exit 1
for Try in 1 2 3 4 5 6 7 8 9 10; do
  test -e /proc/$Pid || exit 0
  sed 's/.*) //' /proc/$Pid/stat | grep -q '^Z' && exit 0
  sleep 0.5
done
echo "process $Pid still runs" >&2
exit 1
