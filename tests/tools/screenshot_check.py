#!/usr/bin/env python3
"""Checks a PNG screenshot's layout by the colours at places of it.

  screenshot_check.py shot.png --at X,Y,RRGGBB ... --in X0,Y0,X1,Y1,RRGGBB ...

--at: the pixel at (X, Y) has that colour; --in: some pixel of the box
[X0, X1) x [Y0, Y1) has it. Exit 1, each failed check printed, otherwise.
Reads 8-bit RGB or RGBA non-interlaced PNGs (what chromium writes) with the
standard library only.
"""
import argparse
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("%s: not a PNG" % path)
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(
                ">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit("%s: only 8-bit RGB/RGBA non-interlaced PNGs" % path)
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def colour(text):
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("png")
    parser.add_argument("--at", action="append", default=[])
    parser.add_argument("--in", dest="inside", action="append", default=[])
    args = parser.parse_args()
    width, height, channels, rows = read_png(args.png)

    def pixel(x, y):
        return tuple(rows[y][x * channels:x * channels + 3])

    failed = False
    for check in args.at:
        x, y, want = check.split(",")
        got = pixel(int(x), int(y))
        if got != colour(want):
            print("%s: pixel (%s, %s) is %02x%02x%02x, not %s"
                  % (args.png, x, y, *got, want))
            failed = True
    for check in args.inside:
        x0, y0, x1, y1, want = check.split(",")
        want = colour(want)
        if not any(pixel(x, y) == want
                   for y in range(int(y0), min(int(y1), height))
                   for x in range(int(x0), min(int(x1), width))):
            print("%s: no %s pixel in (%s, %s)-(%s, %s)"
                  % (args.png, check.split(",")[4], x0, y0, x1, y1))
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
