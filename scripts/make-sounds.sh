#!/usr/bin/env bash
# Generates Spieltisch's table sounds with sox: short (< 300 ms), soft, our own.
# Output: src/renderer/assets/sounds/*.ogg (mono, 22.05 kHz, Vorbis quality 1; a few KB each).
# Usage: scripts/make-sounds.sh   (needs sox with Vorbis support: apt-get install sox libsox-fmt-all)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=src/renderer/assets/sounds
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
R=22050
gen() { sox -n -r $R -c 1 -b 16 "$TMP/$1.wav" "${@:2}"; }
# enc <wav> <name> <peak dBFS>: normalises every sound to a calm, even level.
enc() { sox "$1" -C 1 "$OUT/$2.ogg" norm "$3"; }

# Card play: a soft paper "thwip" — band-passed noise with a quick swell and decay.
gen card synth 0.11 pinknoise band -n 2600 1800 fade q 0.008 0.11 0.085 gain -6
enc "$TMP/card.wav" card-play -9

# Trick won: two soft bell tones, rising a fifth.
gen tw1 synth 0.12 sine 784 sine 1568 remix - fade q 0.004 0.12 0.1 gain -9
gen tw2 synth 0.16 sine 1175 sine 2350 remix - fade q 0.004 0.16 0.14 gain -10
sox "$TMP/tw1.wav" "$TMP/tw2.wav" "$TMP/trick.wav"
enc "$TMP/trick.wav" trick-won -9

# Seal clink: a small bright ping of wax on wood, two inharmonic partials.
gen clink synth 0.16 sine 2150 sine 3470 remix - fade q 0.001 0.16 0.15 gain -12
enc "$TMP/clink.wav" seal-clink -11

# Black seal: a dull thud, a falling low sine with a little body noise.
gen thud1 synth 0.24 sine 140-55 fade q 0.002 0.24 0.2 gain -3
gen thud2 synth 0.24 brownnoise lowpass 300 fade q 0.002 0.24 0.22 gain -8
sox -m "$TMP/thud1.wav" "$TMP/thud2.wav" "$TMP/thud.wav"
enc "$TMP/thud.wav" black-seal -7

# Overflow: cards fanning together — a ruffle of noise pulses.
gen shuffle synth 0.28 pinknoise band -n 3200 2200 tremolo 28 85 fade q 0.01 0.28 0.12 gain -7
enc "$TMP/shuffle.wav" overflow -10

# Round end: a gentle falling third, marimba-like.
gen re1 synth 0.13 pluck 659 fade q 0.002 0.13 0.11 gain -6
gen re2 synth 0.15 pluck 523 fade q 0.002 0.15 0.13 gain -6
sox "$TMP/re1.wav" "$TMP/re2.wav" "$TMP/round.wav"
enc "$TMP/round.wav" round-end -9

# Win fanfare: a quick bright arpeggio C–E–G–C.
i=0
for f in 523 659 784 1047; do
  len=0.065
  [ $f = 1047 ] && len=0.09
  gen "w$i" synth $len pluck $f pluck $((f * 2)) remix - fade q 0.002 $len 0.03 gain -8
  i=$((i + 1))
done
sox "$TMP/w0.wav" "$TMP/w1.wav" "$TMP/w2.wav" "$TMP/w3.wav" "$TMP/win.wav"
enc "$TMP/win.wav" win-fanfare -8

for f in "$OUT"/*.ogg; do
  printf '%-40s %6d bytes %6.3f s\n' "$f" "$(stat -c %s "$f")" "$(soxi -D "$f")"
done
