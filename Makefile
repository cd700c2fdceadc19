# Bezel — set-up and everyday commands. `make demo` and `make test` work on a fresh Debian machine:
# they install the missing system packages first (as root, or through sudo when available).

SWIFT ?= swift
BUILD_FLAGS ?= -c release
OUT ?= bezel-out

# Debian packages the build, the tests and the demo need.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libwebp-dev libturbojpeg0-dev \
  libgif-dev libimagequant-dev zlib1g-dev librlottie-dev libgtk-4-dev libgeos-dev \
  fonts-dejavu-core fonts-nanum xvfb xauth xdotool imagemagick webp
# Tools some end-to-end tests use (the gallery in headless Chromium, MP4 through ffmpeg). `make test`
# installs them; the tests skip with a message where they are missing.
DEB_TEST_TOOLS := chromium ffmpeg

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps deps-test build demo test lint format bench fuzz sanitize clean

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

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product bezel

demo: build
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/bezel demo --out $(OUT)

test: deps deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

bench: build
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/bezel bench

clean:
	rm -rf .build $(OUT)

# Reliability (issue 9). `make fuzz` builds the libFuzzer targets and runs each for
# FUZZ_SECONDS (FUZZ_EXTRA_SEEDS adds a read-only seed folder such as ../shared/lottie-corpus).
# The sanitizer runs use their own scratch paths; CI (`.ci/run`) runs both after `make test`.
FUZZ_SECONDS ?= 60
.PHONY: sanitize-thread sanitize-address

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_EXTRA_SEEDS=$(FUZZ_EXTRA_SEEDS) Fuzz/run.sh

sanitize-thread: deps
	SWIFT_BACKTRACE=enable=no $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

sanitize-address: deps
	SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan
