# Bezel — set-up and everyday commands. `make demo` and `make test` work on a fresh Debian machine:
# they install the missing system packages first (as root, or through sudo when available).

SWIFT ?= swift
BUILD_FLAGS ?= -c release
OUT ?= bezel-out

# Debian packages the build, the tests and the demo need.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libwebp-dev libturbojpeg0-dev \
  libgif-dev libimagequant-dev zlib1g-dev libgtk-4-dev libgeos-dev \
  fonts-dejavu-core fonts-nanum xvfb xauth xdotool imagemagick webp \
  librlottie0-1 python3-venv
# The benchmark's peers, loaded at run time (never linked): rlottie from Debian (above), ThorVG
# from the thorvg-python wheel in a venv under .build (`make peers`; `make bench` and `make test`
# install it when missing, the tests skip with a message without it).
THORVG_WHEEL := thorvg-python==1.1.3
PILLOW_WHEEL := pillow
PEERS := .build/peers
# Tools some end-to-end tests use (the gallery in headless Chromium, MP4 through ffmpeg). `make test`
# installs them; the tests skip with a message where they are missing.
DEB_TEST_TOOLS := chromium ffmpeg

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps deps-test peers build demo test lint format bench bench-convert fuzz sanitize clean

all: build

deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; \
	fi

deps-test: deps
	@missing=""; for p in $(DEB_TEST_TOOLS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing test tools:$$missing"; \
	  { $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends $$missing; } || \
	    echo "test tools unavailable (their tests will skip):$$missing"; \
	fi

peers: deps
	@ls $(PEERS)/lib/python*/site-packages/thorvg_python/libthorvg-1.so >/dev/null 2>&1 || { \
	  echo "Installing $(THORVG_WHEEL) into $(PEERS)"; \
	  python3 -m venv $(PEERS) && $(PEERS)/bin/pip install --quiet --disable-pip-version-check \
	    "$(THORVG_WHEEL)" || echo "ThorVG unavailable (its benchmark columns say why, its tests skip)"; }
	@# Pillow lets ../shared/tools/thorvg-render write PNGs with this venv's Python; optional.
	@ls -d $(PEERS)/lib/python*/site-packages/PIL >/dev/null 2>&1 || { \
	  [ -x $(PEERS)/bin/pip ] && $(PEERS)/bin/pip install --quiet --disable-pip-version-check \
	    "$(PILLOW_WHEEL)" || echo "Pillow unavailable (thorvg-render needs it; nothing else does)"; }

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product bezel

demo: build
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/bezel demo --out $(OUT)

test: deps deps-test peers
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

bench: build peers
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/bezel bench

# Batch-conversion throughput (issue 16): the corpus to animated WebP at 256 px by
# `bezel convert -j 2` and by rlottie-python in two processes, side by side.
# BENCH_CORPUS picks the folder, BENCH_QUALITY makes bezel's WebP lossy at that quality.
BENCH_CORPUS ?= ../shared/lottie-corpus/animations
BENCH_VENV := .build/bench-convert-venv
BENCH_QUALITY ?=

$(BENCH_VENV)/installed:
	python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install --quiet rlottie-python Pillow
	touch $@

bench-convert: build $(BENCH_VENV)/installed
	$(BENCH_VENV)/bin/python Benchmarks/convert_bench.py \
	  --bezel $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/bezel --corpus $(BENCH_CORPUS) \
	  --jobs 2 --size 256 --out .build/bench-convert $(if $(BENCH_QUALITY),--bezel-quality $(BENCH_QUALITY))

clean:
	rm -rf .build $(OUT)

# Reliability (issue 9). `make fuzz` builds the libFuzzer targets and runs each for
# FUZZ_SECONDS (FUZZ_EXTRA_SEEDS adds a read-only seed folder such as ../shared/lottie-corpus).
# The sanitizer runs use their own scratch paths; CI (`.ci/run`) runs both after `make test`.
FUZZ_SECONDS ?= 60
.PHONY: sanitize-thread sanitize-address
# The sanitizer runs check Bezel's own memory and threads: they leave out the corpus score (a
# conformance guard `make test` checks) and ThorVG, a peer player that keeps its engine's
# allocations for the life of the process (LeakSanitizer cannot unwind its frames to suppress
# them); the tests that need ThorVG then skip, saying so.
SANITIZER_ENV := BEZEL_CORPUS_SKIP=1 BEZEL_THORVG_LIB=/nonexistent/sanitizer-runs-leave-out-thorvg

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_EXTRA_SEEDS=$(FUZZ_EXTRA_SEEDS) Fuzz/run.sh

sanitize-thread: deps
	$(SANITIZER_ENV) SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

sanitize-address: deps
	$(SANITIZER_ENV) SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan
